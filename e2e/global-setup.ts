import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * Yesterday in Beijing when the demo was built: the last day its history covers whole and settles.
     * Read once here, so a run that crosses Beijing's midnight still looks at a settled day.
     */
    settledDay: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready in 90 s:\n${log()}`);
}

/**
 * With E2E_BASE_URL, the tests use that console. Otherwise: starts the built server (npm run build first) on a free port with a fresh PGlite data directory
 * and the demo seed, exactly as `npm start` runs it (the demo's settled income is the balance the
 * withdrawal tests move), and stops it with SIGTERM afterwards.
 */
export default async function setup(project: TestProject) {
  const settledDay = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  // A console already running (front:check's nginx in front of two replicas with the demo data):
  // the tests go through it and start nothing.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('settledDay', settledDay);
    return;
  }
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server answers /readyz once the whole demo is built (fleet, 35 days, settled income).
  await waitUntilReady(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('settledDay', settledDay);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
