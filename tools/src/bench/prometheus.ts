import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/**
 * What the checks that start Debian's Prometheus share (metrics-check, the service's own series;
 * fleet-check, the fleet exporter): starting and stopping it, its HTTP API, waiting for a condition,
 * and one SQL statement on a database of theirs.
 */

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `prometheus` on `configFile`, its data in `dataDir`, on 127.0.0.1:`port`; its output appended to `logFile`. */
export function spawnPrometheus(
  configFile: string,
  dataDir: string,
  port: number,
  logFile: string,
  onFailed: (code: number) => void,
): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(
    'prometheus',
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${dataDir}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  child.once('exit', (code) => {
    if (code && code !== 0) onFailed(code);
  });
  return child;
}

/** SIGTERM, then SIGKILL after 10 s if it is still there. */
export async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, pause(10_000)]);
  child.kill('SIGKILL');
}

/** One call of Prometheus' HTTP API: its `data`, or an error with Prometheus' own reason. */
export async function prometheusApi<T>(base: string, pathAndQuery: string): Promise<T> {
  const res = await fetch(`${base}${pathAndQuery}`);
  const body = (await res.json()) as { status: string; data: T; error?: string };
  if (body.status !== 'success') throw new Error(`${pathAndQuery}: ${body.error ?? res.status}`);
  return body.data;
}

/** Polls `probe` every half second until it gives something (not null), or throws after `waitMs`. */
export async function pollUntil<T>(what: string, probe: () => Promise<T | null>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${waitMs / 1000} s`);
    await pause(500);
  }
}

/** One statement on its own connection (the checks break and mend their own databases). */
export async function runSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A check's findings as it goes: each line printed ✓ or ✗, the ✗ ones kept, and the time since its start. */
export function checkLog() {
  const started = performance.now();
  const problems: string[] = [];
  return {
    problems,
    elapsed: () => `${((performance.now() - started) / 1000).toFixed(1)} s`,
    ok: (line: string) => console.log(`✓ ${line}`),
    fail: (line: string) => {
      problems.push(line);
      console.log(`✗ ${line}`);
    },
  };
}
