/**
 * `npm run bench:ab -- --a OLD/main.js [--b NEW/main.js] --path '/api/…'`: two builds of the server
 * side by side on the fleet `npm run bench` seeded (PostgreSQL database bench_fleet), the same GET
 * sent to each in turn (autocannon, 16 connections, as the big operator), rounds alternated so that
 * the machine's drift falls on both. Prints each round and the medians; B/A is the ratio of req/s.
 * Both servers run with the device list cache off (every request reads the database).
 *
 * The build to compare against, made before the change: `npm run build -w @nodebao/server`, then
 * `tools/src/bench-ab-keep.sh` keeps it in apps/server/.bench-a (git-ignored), and
 * `--a apps/server/.bench-a/dist/main.js`.
 *
 * `--move-tag` times `POST /api/device/move-tag` of 10,000 of the big operator's boxes instead (five
 * calls a round on each side, alternating between two of its tags; the boxes' tags are put back
 * after), and compares the medians of each side's call times.
 *
 * `--ingest` sends signed reports instead (`POST /device-api/v1/report`, 128 connections, each report
 * a new 5-minute sample of a seeded box, as `npm run bench` does; one source of reports feeds both
 * sides, so every report is new whichever side takes it) and compares reports a second.
 *
 * `--a-setup SQL` and `--b-setup SQL` run on the fleet's database before each of that side's runs, so
 * that each build meets the schema it was made for when B's migration changed what every write does
 * (e.g. `--a-setup 'alter table device_status disable trigger user'`). What A writes in its rounds
 * then misses what B's migration keeps, so B's setup also puts that right, e.g.
 * `--b-setup 'alter table device_status enable trigger user; update devices d set status_alarms =
 * s.status_alarms from device_status s where s.device_id = d.id and d.status_alarms is distinct from
 * s.status_alarms'`. B's runs once more after the last round, so the database is left as B keeps it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { login } from './bench/api.ts';
import { rawOf } from './bench/db.ts';
import { ingestApi, ReportSource, type FleetDevice } from './bench/ingest.ts';
import { moveSetOf, moveTagApi, putTagsBack } from './bench/move-tag.ts';
import { BENCH_APPLICATION, serverBackendPids, withDatabase } from './bench/db.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { BENCH_PASSWORD, operatorMobile, refreshReports } from './bench/seed.ts';
import { cpuSeconds, root, startServer, type RunningServer } from './bench/server.ts';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: path.join(root, 'apps/server/dist/main.js') },
    path: { type: 'string', default: '/api/device/index?status=online&tag_id=1' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'move-tag': { type: 'boolean', default: false },
    ingest: { type: 'boolean', default: false },
    'a-setup': { type: 'string' },
    'b-setup': { type: 'string' },
    'pg-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
if (!values.a) throw new Error('--a (the build to compare against: its main.js) is required');

type Round = { perSecond: number; p50: number; p99: number };
/** CPU per request (or report) in a round, in µs: the side's server, and the fleet database's backends. */
type Cpu = { server: number; postgres: number };
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

async function start(entry: string, port: number): Promise<RunningServer> {
  return startServer({
    entry: path.resolve(entry),
    port,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-ab-')),
    appSecret: 'nodebao-bench-app-secret-0123456789',
    databaseUrl: fleetUrl,
    env: { DEVICE_LIST_CACHE_MS: '0' },
  });
}

async function load(server: RunningServer, token: string, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: `${server.baseUrl}${values.path}`,
    connections: Number(values.connections),
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx || result.errors) throw new Error(`${server.baseUrl}: ${result.non2xx} non-2xx replies`);
  return { perSecond: result['2xx'] / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

// The fleet as seeded, whenever that was: the servers' offline job takes silent boxes offline.
const fleetUrl = withDatabase(values['pg-url'], 'bench_fleet');
const fleet = await openDatabase({ kind: 'postgres', url: fleetUrl, poolSize: 1 });
try {
  console.log(`${await refreshReports(fleet.db)} boxes' reports set as seeded`);
  await fleet.db.execute(sql`vacuum (analyze) devices`);
} finally {
  await fleet.close();
}

const servers = { A: await start(values.a, 8331), B: await start(values.b, 8332) };
try {
  const tokens = {
    A: await login(servers.A.baseUrl, operatorMobile(1), BENCH_PASSWORD),
    B: await login(servers.B.baseUrl, operatorMobile(1), BENCH_PASSWORD),
  };
  await (values['move-tag'] ? compareMoveTag(tokens) : values.ingest ? compareIngest() : compareGet(tokens));
} finally {
  await Promise.all([servers.A.stop(), servers.B.stop()]);
}

/** The GET of `--path` on A and B in turn (see the header). */
async function compareGet(tokens: Record<'A' | 'B', string>) {
  console.log(
    `GET ${values.path} as the big operator, ${values.connections} connections, ${values.seconds} s a run`,
  );
  await alternated('requests', (side, seconds) => load(servers[side], tokens[side], seconds));
}

/** `--a-setup` / `--b-setup` for `side`, on the fleet's database (see the header). */
async function setUp(database: Database, side: 'A' | 'B'): Promise<void> {
  const statement = side === 'A' ? values['a-setup'] : values['b-setup'];
  if (statement) await rawOf(database).query(statement);
}

/**
 * Rounds of `run` on A and B, which goes first alternating (so neither always follows the other's
 * after-effects), after a 3 s warm-up of each; prints each round, the medians and B/A, with the CPU
 * each request cost the side's server and PostgreSQL (from /proc: steadier than req/s when the
 * machine's speed drifts; the backends are all of the fleet database's, but only the side in its
 * round is loaded).
 */
async function alternated(
  unit: 'requests' | 'reports',
  run: (side: 'A' | 'B', seconds: number) => Promise<Round>,
) {
  const perSecond = unit === 'requests' ? 'req/s' : 'reports/s';
  const per = unit === 'requests' ? 'request' : 'report';
  const runs: Record<'A' | 'B', (Round & Cpu)[]> = { A: [], B: [] };
  // Named as the bench's own session, so that it is not counted among the servers' backends.
  const benchUrl = new URL(fleetUrl);
  benchUrl.searchParams.set('application_name', BENCH_APPLICATION);
  const database = await openDatabase({ kind: 'postgres', url: benchUrl.toString(), poolSize: 1 });
  try {
    for (const side of ['A', 'B'] as const) {
      await setUp(database, side);
      await run(side, 3);
    }
    for (let i = 0; i < Number(values.rounds); i++) {
      for (const side of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        await setUp(database, side);
        const backends = () => serverBackendPids(rawOf(database), 'bench_fleet');
        const serverBefore = cpuSeconds(servers[side].pid);
        const postgresBefore = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
        const seconds = Number(values.seconds);
        const round = await run(side, seconds);
        // A pool opens connections as it needs them: a backend that appeared during the round spent
        // all its CPU in it.
        let postgres = 0;
        for (const pid of await backends()) postgres += cpuSeconds(pid) - (postgresBefore.get(pid) ?? 0);
        const units = Math.max(1, round.perSecond * seconds);
        const cpu = {
          server: ((cpuSeconds(servers[side].pid) - serverBefore) / units) * 1e6,
          postgres: (postgres / units) * 1e6,
        };
        runs[side].push({ ...round, ...cpu });
        console.log(
          `  ${side} round ${i + 1}: ${round.perSecond.toFixed(0)} ${perSecond}, p50 ${round.p50} ms, p99 ${round.p99} ms; ` +
            `CPU per ${per}: server ${cpu.server.toFixed(0)} µs, PostgreSQL ${cpu.postgres.toFixed(0)} µs (load ${os.loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
    await setUp(database, 'B');
  } finally {
    await database.close();
  }
  const summary = (side: 'A' | 'B') => ({
    perSecond: median(runs[side].map((r) => r.perSecond)),
    p50: median(runs[side].map((r) => r.p50)),
    p99: median(runs[side].map((r) => r.p99)),
    server: median(runs[side].map((r) => r.server)),
    postgres: median(runs[side].map((r) => r.postgres)),
  });
  const a = summary('A');
  const b = summary('B');
  for (const [side, s] of [['A', a] as const, ['B', b] as const])
    console.log(
      `${side} median: ${s.perSecond.toFixed(0)} ${perSecond}, p50 ${s.p50} ms, p99 ${s.p99} ms; ` +
        `CPU per ${per}: server ${s.server.toFixed(0)} µs, PostgreSQL ${s.postgres.toFixed(0)} µs`,
    );
  console.log(`B/A: ${(b.perSecond / a.perSecond).toFixed(2)}× the ${unit} per second`);
}

/** Move-tag of 10,000 boxes on A and B in turn (see the header); the boxes' tags put back after. */
async function compareMoveTag(tokens: Record<'A' | 'B', string>) {
  const database = await openDatabase({ kind: 'postgres', url: fleetUrl, poolSize: 1 });
  const raw = rawOf(database);
  try {
    const operator = (await raw.query('select id from members where mobile = $1', [operatorMobile(1)]))
      .rows[0] as { id: number };
    const set = await moveSetOf(raw, operator.id, 10_000);
    const { ids, tags: pair } = set;
    console.log(`POST /api/device/move-tag of ${ids.length} boxes as the big operator, 5 calls a round`);
    const times: Record<'A' | 'B', number[]> = { A: [], B: [] };
    const slowest = { A: 0, B: 0 };
    try {
      for (let i = 0; i < Number(values.rounds); i++) {
        for (const side of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
          const round = await moveTagApi({
            baseUrl: servers[side].baseUrl,
            token: tokens[side],
            ids,
            tags: pair,
            repetitions: 5,
          });
          times[side].push(round.p50);
          slowest[side] = Math.max(slowest[side], round.max);
          console.log(
            `  ${side} round ${i + 1}: p50 ${round.p50.toFixed(0)} ms, slowest ${round.max.toFixed(0)} ms`,
          );
        }
      }
    } finally {
      await putTagsBack(raw, set);
    }
    const a = median(times.A);
    const b = median(times.B);
    for (const side of ['A', 'B'] as const)
      console.log(
        `${side}: median of the rounds' p50 ${median(times[side]).toFixed(0)} ms, slowest ${slowest[side].toFixed(0)} ms`,
      );
    console.log(`B/A: ${(b / a).toFixed(2)}× the time of a move`);
  } finally {
    await database.close();
  }
}

/** Signed reports on A and B in turn (see the header), from one source of new reports. */
async function compareIngest() {
  const database = await openDatabase({ kind: 'postgres', url: fleetUrl, poolSize: 1 });
  const fleetDevices = (await rawOf(database).query('select id, sn from devices order by id'))
    .rows as FleetDevice[];
  await database.close();
  const source = new ReportSource(fleetDevices);
  console.log(`POST /device-api/v1/report, 128 connections, ${values.seconds} s a run`);
  await alternated('reports', async (side, seconds) => {
    const figures = await ingestApi({
      baseUrl: servers[side].baseUrl,
      source,
      connections: 128,
      seconds,
      warmupSeconds: 2,
      expectedPerSecond: 4_000,
      meter: async () => async () => ({ cpu: {}, loadBefore: os.loadavg()[0] ?? 0, commits: null }),
    });
    if (figures.failed) throw new Error(`${side}: ${figures.failed} reports refused or failed`);
    return { perSecond: figures.perSecond, p50: figures.latency.p50, p99: figures.latency.p99 };
  });
}
