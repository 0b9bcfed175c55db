// `npm start`: builds what is not built yet, then runs the console (web + API) on http://localhost:8080
// with the demo data on the embedded database (PGlite under ./data), unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** @param {string[]} args */
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** @param {string} dir */
const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};
/** @param {string} output @param {string[]} sources */
const isStale = (output, sources) =>
  !fs.existsSync(output) ||
  sources.some((dir) => newestMtime(path.join(root, dir)) > fs.statSync(output).mtimeMs);

if (isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'packages/contract/src'])) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@nodebao/web']);
}
if (isStale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', 'packages/contract/src'])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@nodebao/server']);
}

const env = { DEMO_SEED: 'true', ...process.env };
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
