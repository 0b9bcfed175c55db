import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const entry = path.join(root, 'apps/server/dist/main.js');

export function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) newest = Math.max(newest, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return newest;
}

/** Builds apps/server/dist when its sources are newer, as `npm start` does: the bench runs what ships. */
export function buildServerIfStale(): void {
  const stale =
    !fs.existsSync(entry) ||
    ['apps/server/src', 'packages/contract/src'].some(
      (dir) => newestMtime(path.join(root, dir)) > fs.statSync(entry).mtimeMs,
    );
  if (!stale) return;
  console.log('Building the server…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@nodebao/server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
}

export type ServerOptions = {
  port: number;
  /** PostgreSQL URL, or undefined for PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string;
  /** Write a V8 CPU profile into this directory when the server exits. */
  cpuProfileDir?: string;
  /** More environment for the server (e.g. DEVICE_LIST_CACHE_MS=0). */
  env?: Record<string, string>;
  /** Another build of the server (an A/B comparison: bench-ab.ts); the current dist by default. */
  entry?: string;
  /** Append the server's stdout and stderr to this file instead of this terminal (npm run drill). */
  logFile?: string;
  /** Told the process id as soon as it is spawned, before it is ready (to stop it on Ctrl-C). */
  onSpawn?: (pid: number) => void;
};

export type RunningServer = {
  pid: number;
  baseUrl: string;
  /** Seconds from spawning the process to /readyz answering. */
  startedIn: number;
  /** Settles when the process has exited, however it ended (a drill tells a crash from a stop). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
};

/**
 * The built server as it runs in production (one process, its own migrations at start), logging only
 * warnings: at thousands of requests a second the per-request info lines would be measured too.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // Not NODE_ENV=production: that demands real SMS and payment credentials, which change nothing
    // measured here; logging, pools and code paths are the same.
    APP_SECRET: options.appSecret,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'false',
    ...options.env,
  };
  const args = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir, options.entry ?? entry]
    : ['--enable-source-maps', options.entry ?? entry];
  const spawned = performance.now();
  const out = options.logFile ? fs.openSync(options.logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', out, out] });
  if (typeof out === 'number') fs.closeSync(out); // the child holds its own copy
  if (child.pid) options.onSpawn?.(child.pid);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await untilReady(baseUrl, child);
  return {
    pid: child.pid ?? 0,
    baseUrl,
    startedIn: (performance.now() - spawned) / 1000,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function untilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server not ready after 120 s');
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process has gone (a pooled backend closed)
  }
}

/**
 * What a measured run cost: CPU seconds per group of processes (and this process, the load generator),
 * the 1-minute load average when it started (other work on the machine shows up there), and on
 * PostgreSQL the transactions the database committed meanwhile.
 */
export type Meter = { cpu: Record<string, number>; loadBefore: number; commits: number | null };

/** CPU seconds the whole machine has been busy (all cores), from /proc/stat. */
function machineBusySeconds(): number {
  try {
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
    // user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used between start and stop by each group of processes, by this process (the load
 * generator), and by everything else on the machine (other people's work shows up there).
 */
export function cpuMeter(groups: Record<string, number[]>) {
  const read = () => Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, pids.map(cpuSeconds)]));
  const before = read();
  const busyBefore = machineBusySeconds();
  const self = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const after = read();
    const used: Record<string, number> = {};
    for (const [k, pids] of Object.entries(after)) {
      used[k] = pids.reduce((s, v, i) => s + Math.max(0, v - (before[k]?.[i] ?? 0)), 0);
    }
    const own = process.cpuUsage(self);
    used['load generator (the bench)'] = (own.user + own.system) / 1e6;
    const ours = Object.values(used).reduce((s, v) => s + v, 0);
    used['everything else on the machine'] = Math.max(0, machineBusySeconds() - busyBefore - ours);
    return { seconds: (performance.now() - t0) / 1000, used };
  };
}
