// Bundles the server into dist/main.js, and the income export's worker thread into
// dist/xlsx-worker.js beside it (income-export.ts starts it from there): our workspace code (server +
// @nodebao/contract, which ships TypeScript) is bundled; npm packages stay external and load from
// node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@nodebao/'));

await build({
  entryPoints: { main: 'src/main.ts', 'xlsx-worker': 'src/modules/income/xlsx-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'info',
});
