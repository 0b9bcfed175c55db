/**
 * `npm run bench:open [-- --keep-db] [-- --pg-url URL]` (issue 50 §2): the open calls of an API token
 * for the bench fleet's big operator (12 % of 100,000 boxes: its own and its sub-members', ~12,000),
 * timed against the built server on PostgreSQL.
 *
 * The fleet is `npm run bench`'s (tools/src/bench/seed.ts: 20 operators, 1,000 members, 100,000
 * boxes; today's day rows and statuses, yesterday settled), seeded into its own database
 * `bench_open` (kept with --keep-db, and then reused by the next run). The operator signs in, makes
 * a token through the API, and each call is timed sequentially (after one warm-up), as Prometheus
 * calls it: /api/open/metrics whole, with and without gzip, /api/open/devices by pages of 1,000.
 * Prints the figures for BENCHMARKS.md.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { parsePrometheusText } from '../../apps/server/src/modules/open-api/prometheus-text.ts';
import { recreatePgDatabase, withDatabase } from './bench/db.ts';
import { namedFreePorts } from './bench/net.ts';
import { BENCH_PASSWORD, operatorMobile, seedFleet } from './bench/seed.ts';
import { buildServerIfStale, startServer } from './bench/server.ts';

const { values: args } = parseArgs({
  options: {
    'keep-db': { type: 'boolean', default: false },
    runs: { type: 'string', default: '9' },
    'pg-url': {
      type: 'string',
      default: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const DB_NAME = 'bench_open';
const APP_SECRET = 'nodebao-bench-app-secret-0123456789';
const SHAPE = { operators: 20, members: 1_000, devices: 100_000 };
const RUNS = Number(args.runs);
const adminUrl = args['pg-url'];
const databaseUrl = withDatabase(adminUrl, DB_NAME);

async function seeded(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) return false;
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from devices where sn like 'NBB%'",
    );
    return rows[0]!.n === SHAPE.devices;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => v.toFixed(0);

/** One GET, its body as sent (not decoded: the bytes on the wire) and its time to the last byte. */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: performance.now() - start,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function timed(label: string, url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let body: Buffer = Buffer.alloc(0);
  for (let i = 0; i <= RUNS; i++) {
    const res = await get(url, headers);
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${res.body.toString().slice(0, 200)}`);
    if (i > 0) times.push(res.ms);
    body = res.body;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${ms(quantile(times, 0.5))} ms, max ${ms(times.at(-1)!)} ms over ${RUNS} sequential calls, ` +
      `${(body.length / 1e6).toFixed(2)} MB on the wire`,
  );
  return { body: body.toString(), bytes: body.length };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-bench-open-'));
let stop: (() => Promise<void>) | null = null;
try {
  console.log(`bench:open on ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
  buildServerIfStale();
  if (!(await seeded())) {
    await recreatePgDatabase(adminUrl, DB_NAME);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
    await database.migrate();
    const started = performance.now();
    await seedFleet(database.db, SHAPE, APP_SECRET, (line) => console.log(line));
    console.log(
      `seeded ${SHAPE.devices.toLocaleString('en')} boxes in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await database.close();
  } else console.log(`reusing the fleet in ${DB_NAME}`);

  const ports = await namedFreePorts(['server'] as const);
  const server = await startServer({
    port: ports.server,
    databaseUrl,
    dataDir: path.join(workDir, 'data'),
    appSecret: APP_SECRET,
    logFile: path.join(workDir, 'server.log'),
  });
  stop = () => server.stop();
  const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { errorCode: number; msg: string; data: T };
    if (reply.errorCode !== 0) throw new Error(`${url}: ${reply.msg}`);
    return reply.data;
  };
  const session = await post<{ auth_key: string }>('/api/default/login', {
    mobile: operatorMobile(1),
    password: BENCH_PASSWORD,
  });
  const { secret } = await post<{ secret: string }>(
    '/api/member/api-tokens/create',
    { name: 'bench:open' },
    session.auth_key,
  );
  const auth = { authorization: `Bearer ${secret}` };

  const plain = await timed('GET /api/open/metrics (identity)', `${server.baseUrl}/api/open/metrics`, {
    ...auth,
    'accept-encoding': 'identity',
  });
  const boxes = parsePrometheusText(plain.body).samples.filter((s) => s.name === 'nodebao_box_online').length;
  console.log(`  ${boxes.toLocaleString('en')} boxes, ${(plain.bytes / boxes).toFixed(0)} bytes a box`);
  await timed('GET /api/open/metrics (gzip, as Prometheus asks)', `${server.baseUrl}/api/open/metrics`, {
    ...auth,
    'accept-encoding': 'gzip',
  });
  await timed('GET /api/open/metrics?limit=1000', `${server.baseUrl}/api/open/metrics?limit=1000`, auth);
  await timed(
    'GET /api/open/devices?pageSize=1000 (page 1)',
    `${server.baseUrl}/api/open/devices?pageSize=1000`,
    auth,
  );
  const last = Math.ceil(boxes / 1000);
  await timed(
    `GET /api/open/devices?pageSize=1000&page=${last} (the last)`,
    `${server.baseUrl}/api/open/devices?pageSize=1000&page=${last}`,
    auth,
  );
} finally {
  await stop?.();
  fs.rmSync(workDir, { recursive: true, force: true });
  if (!args['keep-db']) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME}`).catch(() => undefined);
    await admin.end();
  }
}
