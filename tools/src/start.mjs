// `npm start`: builds what is not built yet, then runs the console (web + API) on http://localhost:8080
// with the demo data on the embedded database (PGlite under ./data), unless DATABASE_URL is set, and
// keeps the demo fleet reporting to it through the simulator.
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

/** @type {NodeJS.ProcessEnv} */
const env = { DEMO_SEED: 'true', ...process.env };
const port = env.PORT ?? '8080';
const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
children.push(server);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => children.forEach((c) => c.kill(signal)));
}
server.on('exit', (code) => {
  children.forEach((c) => c.kill('SIGTERM'));
  process.exit(code ?? 0);
});

/** Resolves once /readyz answers, so the demo fleet can start talking to the server. */
async function untilReady() {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

// The server builds the demo before /readyz answers (accounts, fleet, 35 days of history, settled
// income, reconciled books) and keeps the boxes' secrets in the data directory; from then on the
// simulated boxes report every 5 minutes while the console runs.
if (env.DEMO_SEED === 'true') {
  await untilReady();
  const fleetFile = path.join(dataDir, 'simulator-fleet.json');
  if (fs.existsSync(fleetFile)) {
    const boxes = JSON.parse(fs.readFileSync(fleetFile, 'utf8')).length;
    const script = ['tools/src/simulate.ts', '--devices', String(boxes), '--live'];
    children.push(
      spawn(
        process.execPath,
        ['--import', 'tsx', ...script, '--base-url', `http://127.0.0.1:${port}`, '--fleet-file', fleetFile],
        {
          cwd: root,
          env,
          stdio: 'inherit',
        },
      ),
    );
  } else {
    console.log(`No ${fleetFile}: the demo boxes were built with another data directory and stay silent.`);
  }
}
