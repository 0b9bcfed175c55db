/**
 * `npm run bench:profile -- [--path '/api/…' | --ingest | --move-tag] [--seconds N] [--top N]`: where the server's
 * CPU goes for one call, by function. The built server runs with a V8 CPU profile on the fleet
 * `npm run bench` seeded (database `bench_fleet`, the device list cache off); one GET as the big
 * operator (16 connections), signed reports (`--ingest`, 128 connections) or move-tags of 10,000 of
 * the big operator's boxes (`--move-tag`, one at a time) load it for a warm-up and then `--seconds`;
 * it prints the busy time per request and the functions that take the most of it,
 * by the time spent in each itself and with it on the stack (the server's code and the libraries a
 * request goes through).
 *
 * A profile counts wall time while the thread is runnable: on a busy 2-core machine a socket write
 * (`writev`) mostly waits for a core (docs/benchmarks/2026-11-28-1-issue-17-list-page-as-one-text.md).
 * Read CPU per request from `npm run bench:ab`, and shares here only against each other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { login } from './bench/api.ts';
import { withDatabase } from './bench/db.ts';
import { ingestApi, ReportSource, type FleetDevice } from './bench/ingest.ts';
import { moveSetOf, moveTagApi, putTagsBack } from './bench/move-tag.ts';
import { profileFunctions } from './bench/profile.ts';
import { BENCH_PASSWORD, operatorMobile } from './bench/seed.ts';
import { startServer } from './bench/server.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/device/index?status=online&tag_id=1' },
    ingest: { type: 'boolean', default: false },
    'move-tag': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '25' },
    'pg-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const seconds = Number(values.seconds);
const fleetUrl = withDatabase(values['pg-url'], 'bench_fleet');
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-profile-'));
const server = await startServer({
  port: 18_300 + Math.floor(Math.random() * 90),
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-profile-data-')),
  appSecret: 'nodebao-bench-app-secret-0123456789',
  databaseUrl: fleetUrl,
  env: { DEVICE_LIST_CACHE_MS: '0' },
  cpuProfileDir: profileDir,
});

let calls = 0;
let measuredSeconds = seconds;
try {
  if (values.ingest) {
    const client = new pg.Client({ connectionString: fleetUrl });
    await client.connect();
    const devices = (await client.query('select id, sn from devices order by id')).rows as FleetDevice[];
    await client.end();
    const run = await ingestApi({
      baseUrl: server.baseUrl,
      source: new ReportSource(devices),
      connections: 128,
      seconds,
      warmupSeconds: 3,
      expectedPerSecond: 3_000,
      meter: async () => async () => ({ cpu: {}, loadBefore: 0, commits: null }),
    });
    calls = run.accepted;
    console.log(`POST /device-api/v1/report: ${Math.round(run.perSecond)} reports/s under the profiler`);
  } else if (values['move-tag']) {
    const client = new pg.Client({ connectionString: fleetUrl });
    await client.connect();
    const set = await moveSetOf(client, 1, 10_000);
    const token = await login(server.baseUrl, operatorMobile(1), BENCH_PASSWORD);
    const move = (repetitions: number) => moveTagApi({ baseUrl: server.baseUrl, token, ...set, repetitions });
    try {
      await move(3);
      const started = Date.now();
      let summary = await move(1);
      calls = 2; // each run of moveTagApi adds a warm-up call
      while (Date.now() - started < seconds * 1000) {
        summary = await move(5);
        calls += 6;
      }
      measuredSeconds = (Date.now() - started) / 1000;
      console.log(
        `POST /api/device/move-tag of 10,000 boxes: p50 ${Math.round(summary.p50)} ms (last 5) under the profiler`,
      );
    } finally {
      await putTagsBack(client, set);
      await client.end();
    }
  } else {
    const token = await login(server.baseUrl, operatorMobile(1), BENCH_PASSWORD);
    const load = (duration: number) =>
      autocannon({
        url: `${server.baseUrl}${values.path}`,
        connections: 16,
        duration,
        headers: { authorization: `Bearer ${token}` },
      });
    await load(3);
    const run = await load(seconds);
    calls = run.requests.total;
    console.log(
      `GET ${values.path}: ${Math.round(run.requests.average)} req/s under the profiler, ${run.non2xx} not 2xx`,
    );
  }
} finally {
  await server.stop();
}

// The measured run and the stop after it (under a second): per call is a little high, shares are not.
const { busyMicros, functions } = profileFunctions(profileDir, measuredSeconds + 1);
console.log(
  `busy ${(busyMicros / 1e6).toFixed(2)} s, ${Math.round(busyMicros / Math.max(calls, 1))} µs per call`,
);
const top = Number(values.top);
const table = (by: 'self' | 'inclusive') =>
  [...functions]
    .sort((a, b) => b[by] - a[by])
    .slice(0, top)
    .map((f) => `  ${(f[by] * 100).toFixed(1).padStart(5)} %  ${f.name}`)
    .join('\n');
console.log(`\nin the function itself:\n${table('self')}`);
console.log(`\nwith the function on the stack:\n${table('inclusive')}`);
fs.rmSync(profileDir, { recursive: true, force: true });
