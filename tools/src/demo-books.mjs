// CI's check of the money on the demo data (issue 4): a fresh console with the demo seed (which builds
// the fleet, 35 days of history and their settlement before /readyz answers), then the server stops
// and `npm run reconcile` checks the books on the same embedded database, from the outside. Exit code
// of reconcile.
//
//   node tools/src/demo-books.mjs   (after npm run build)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-books-'));
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
    probe.close(() => resolve(free));
  });
});
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_SEED: 'true', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 300));
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
const books = spawnSync('npm', ['run', '--silent', 'reconcile'], { cwd: root, env, stdio: 'inherit' });
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(books.status ?? 1);
