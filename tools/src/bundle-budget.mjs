#!/usr/bin/env node
// The web bundle's budget (issue 17 §3), from the build's manifest — deterministic, so CI checks it
// after `npm run build`: the JavaScript the login page needs before it can render (the entry with
// what it imports statically, and the login page's chunk with its static imports), gzip, at most
// 120 KB. React and the router take ~97 KB of it; the sign-in pages load no react-query, antd-mobile,
// dayjs or zod (decision 0032), so what is left is the route table, the request client, the session
// and the page. A change that crosses the line fails CI.
// It also lists every route's page chunk: its own size and what it adds to the shell (its static
// imports that the entry does not already bring), gzip.
//
//   node tools/src/bundle-budget.mjs             check and print
//   node tools/src/bundle-budget.mjs --markdown  the same as a Markdown table (for docs/benchmarks/)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FIRST_JS_TARGET_KB = 120;
const LOGIN_ROUTE = '/user/login';
const web = new URL('../../apps/web/', import.meta.url);
const markdown = process.argv.includes('--markdown');

/** @typedef {{ file: string; name?: string; isEntry?: boolean; imports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8'));
/** @param {string} file */
const gzipKb = (file) => gzipSync(readFileSync(new URL(`dist/${file}`, web))).length / 1024;

/**
 * A chunk's file and every file it imports statically, transitively.
 * @param {string | undefined} key
 * @param {Set<string>} into
 */
function closure(key, into = new Set()) {
  if (key === undefined) return into;
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}
/** @param {Iterable<string>} files */
const sum = (files) => [...files].reduce((kb, file) => kb + gzipKb(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const shell = closure(entryKey);

// Each route's page module, as the route table names it: `path: '/x'` … `import('@/features/…')`; a
// twin page names two, its phone view and its desktop view, and gets a row for each.
const table = readFileSync(new URL('src/app/routes.tsx', web), 'utf8');
// (Up to the next `path:`: a redirect route has no page of its own.)
const routes = [...table.matchAll(/path: '([^']+)'((?:(?!path: ')[^])*)/g)]
  .flatMap(([, path = '', entry = '']) =>
    [...entry.matchAll(/import\('@\/([^']+)'\)/g)].map(([, module = '']) => ({ path, module })),
  )
  .map(({ path, module }) => {
    // A page module some other module also imports statically (e.g. for a constant) is not a facade of
    // its own chunk: it lives in a shared chunk named after it.
    const name = module.split('/').at(-1);
    const key =
      Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '') === `src/${module}`) ??
      Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === name);
    if (!key) throw new Error(`bundle budget: no chunk for ${module} (route ${path}) in the manifest`);
    const own = /** @type {Chunk} */ (manifest[key]).file;
    const added = [...closure(key)].filter((file) => !shell.has(file));
    return { path, module, own, ownKb: gzipKb(own), addedKb: sum(added) };
  });

const login = routes.find((r) => r.path === LOGIN_ROUTE);
if (!login) throw new Error(`bundle budget: no route ${LOGIN_ROUTE} in routes.tsx`);
const loginKey = Object.keys(manifest).find((k) => manifest[k]?.file === login.own);
const loginFiles = new Set([...shell, ...closure(loginKey)]);
const firstJsKb = sum(loginFiles);
const verdict = `target ${FIRST_JS_TARGET_KB} KB ${firstJsKb <= FIRST_JS_TARGET_KB ? 'met' : 'EXCEEDED'}`;
/** @param {number} n */
const kb = (n) => n.toFixed(1);

if (markdown) {
  console.log(
    `First JS of the login page: **${kb(firstJsKb)} KB gzip** in ${loginFiles.size} files (shell ${kb(sum(shell))} KB) — ${verdict}.\n`,
  );
  console.log(
    '| route | page module | page chunk (KB gzip) | added to the shell with its imports (KB gzip) |',
  );
  console.log('|---|---|---:|---:|');
  for (const r of routes)
    console.log(`| \`${r.path}\` | \`${r.module}\` | ${kb(r.ownKb)} | ${kb(r.addedKb)} |`);
} else {
  console.log(`shell (entry and its static imports): ${shell.size} files, ${kb(sum(shell))} KB gzip`);
  for (const r of routes)
    console.log(
      `  ${r.path.padEnd(34)} ${kb(r.ownKb).padStart(6)} KB  (+${kb(r.addedKb)} KB with imports)  ${r.module}`,
    );
  console.log(`first JS of ${LOGIN_ROUTE}: ${loginFiles.size} files, ${kb(firstJsKb)} KB gzip — ${verdict}`);
}
if (firstJsKb > FIRST_JS_TARGET_KB) process.exitCode = 1;
