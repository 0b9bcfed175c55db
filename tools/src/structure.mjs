// The structure figures of issue 13, printed so that a change can quote them before and after:
//   - import circles (every static, type and dynamic import between source files) in the web app and
//     the server;
//   - web features importing other features, and how many of those imports reach past the other
//     feature's api/ into its internals;
//   - web source lines (.ts/.tsx, tests excluded).
//
//   npm run structure
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** @param {string} dir @returns {string[]} source files, tests excluded */
function sources(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** @param {string} dir @param {string | null} alias the folder '@/' stands for */
function importGraph(dir, alias) {
  const files = new Set(sources(dir));
  /** @param {string} from @param {string} spec */
  const resolve = (from, spec) => {
    let base;
    if (spec.startsWith('@/') && alias) base = path.join(alias, spec.slice(2));
    else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
    else return null;
    return (
      [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) =>
        files.has(c),
      ) ?? null
    );
  };
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolve(file, m[1] ?? m[2] ?? ''))
      .filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan): each is an import circle. */
function circles(/** @type {Map<string, string[]>} */ graph) {
  let index = 0;
  /** @type {Map<string, number>} */ const order = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const found = [];
  /** @param {string} v */
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, order.get(w) ?? 0));
    }
    if (low.get(v) === order.get(v)) {
      const component = [];
      let w;
      do {
        w = /** @type {string} */ (stack.pop());
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

const web = path.join(root, 'apps/web/src');
const server = path.join(root, 'apps/server/src');
for (const [name, graph] of [
  ['web', importGraph(web, web)],
  ['server', importGraph(server, null)],
]) {
  const found = circles(/** @type {Map<string, string[]>} */ (graph));
  console.log(`import circles (${name}): ${found.length}`);
  for (const c of found) console.log(`  ${c.map((f) => path.relative(root, f)).join(' ↔ ')}`);
}

const featuresDir = path.join(web, 'features');
let crossing = 0;
let intoInternals = 0;
const pairs = new Set();
/** @type {Map<string, number>} */
const internals = new Map();
for (const file of sources(featuresDir)) {
  const own = path.relative(featuresDir, file).split(path.sep)[0];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '@\/features\/([^/']+)\/([^']+)'/g)) {
    const [, other, rest] = m;
    if (other === own) continue;
    crossing += 1;
    pairs.add(`${own}→${other}`);
    if (!rest?.startsWith('api/')) {
      intoInternals += 1;
      const key = `${own} → ${other}/${rest}`;
      internals.set(key, (internals.get(key) ?? 0) + 1);
    }
  }
}
console.log(
  `cross-feature imports: ${crossing} (${pairs.size} pairs), into another feature's internals: ${intoInternals}`,
);
for (const [key, n] of internals) console.log(`  ${key} ×${n}`);

const lines = sources(web).reduce((sum, f) => sum + fs.readFileSync(f, 'utf8').split('\n').length - 1, 0);
console.log(`web source lines (.ts/.tsx, tests excluded): ${lines.toLocaleString('en')}`);
