/**
 * `npm run bench` (issue 3 §5, DESIGN §10): seeds a synthetic fleet (100,000 boxes, 1,000 members,
 * 20 operators) on PostgreSQL and on the embedded PGlite, runs the built server on it, and measures
 * the device list, ingestion of signed reports and a 10,000-box move-tag through the API beside the
 * same SQL sent straight to the database. Prints every figure with its setup and writes the results
 * into docs/benchmarks/latest-fleet-run.md (between its bench markers; the prose around them is kept).
 *
 *   npm run bench [-- --quick] [--only postgres|pglite|standby] [--pg-url postgres://…] [--port 8310] [--no-write]
 *                 [--no-standby]
 *
 * With PostgreSQL it ends with the device list and the member home on a throwaway primary, with and
 * without a hot standby taking the heavy reads (issue 47 §3; `--no-standby` skips it).
 *
 * --quick: a 5,000-box fleet and short runs, a smoke test of the bench itself (writes nothing unless
 * --write). Needs PostgreSQL (DATABASE_URL or --pg-url, default postgres://postgres@127.0.0.1:5432).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { findMemberByMobile, type MemberRow } from '../../apps/server/src/modules/accounts/accounts.repo.ts';
import { login } from './bench/api.ts';
import {
  BENCH_APPLICATION,
  rawOf,
  recreatePgDatabase,
  serverBackendPids,
  withDatabase,
  type RawDb,
} from './bench/db.ts';
import {
  ingestApi,
  ingestRaw,
  ReportSource,
  samplesInWindow,
  stepCosts,
  type FleetDevice,
} from './bench/ingest.ts';
import { listApi, listRaw, type ListCall, type ListRawFigures } from './bench/list.ts';
import { MAIN2_PATH, main2Api, main2Raw } from './bench/main2.ts';
import { otherListRaw, otherLists, type OtherListFigures } from './bench/other-lists.ts';
import { httpLoad, type RawFigures } from './bench/load.ts';
import { moveSetOf, moveTagApi, moveTagRaw, putTagsBack, type MoveSet } from './bench/move-tag.ts';
import { summarizeProfile } from './bench/profile.ts';
import { writeBenchmarks, type KindResults, type Setup, type StandbyResults } from './bench/report.ts';
import { BENCH_PASSWORD, operatorMobile, seedFleet, type FleetShape } from './bench/seed.ts';
import {
  buildServerIfStale,
  cpuMeter,
  root,
  startServer,
  type Meter,
  type RunningServer,
} from './bench/server.ts';
import { makeStandbyPair, timeReadsUnderLoad, type ReadTimes } from './bench/standby.ts';
import { int, ms } from './bench/stats.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'pg-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    port: { type: 'string', default: '8310' },
    write: { type: 'boolean' },
    'no-write': { type: 'boolean', default: false },
    'no-standby': { type: 'boolean', default: false },
  },
});

const quick = values.quick;
const port = Number(values.port);
/** `--only standby`: the standby figures alone (printed, not written). */
const standbyOnly = values.only === 'standby';
const kinds = (standbyOnly ? [] : values.only ? [values.only] : ['postgres', 'pglite']) as (
  'postgres' | 'pglite'
)[];
const write = values.write ?? (!quick && !values['no-write']);
const PG_DATABASE = 'bench_fleet';
const APP_SECRET = 'nodebao-bench-app-secret-0123456789';

/** What each run does; --quick shrinks everything to a smoke test. */
const plan = quick
  ? {
      shape: { operators: 5, members: 100, devices: 5_000 },
      list: { connections: 16, seconds: 3, warmup: 1, rawIterations: 200, rawSeconds: 2 },
      moveTag: { ids: 10_000, repetitions: 3 },
      standby: { shape: { operators: 3, members: 40, devices: 600 }, seconds: 3, readers: 2 },
      ingest: {
        connections: 64,
        seconds: 4,
        warmup: 1,
        profileSeconds: 3,
        rawSeconds: 2,
        rawReports: 3_000,
        expectedPerSecond: 1_000,
      },
    }
  : {
      shape: { operators: 20, members: 1_000, devices: 100_000 },
      list: { connections: 16, seconds: 15, warmup: 3, rawIterations: 1_000, rawSeconds: 8 },
      moveTag: { ids: 10_000, repetitions: 5 },
      standby: { shape: { operators: 5, members: 200, devices: 20_000 }, seconds: 15, readers: 4 },
      ingest: {
        connections: 128,
        seconds: 30,
        warmup: 3,
        profileSeconds: 10,
        rawSeconds: 8,
        rawReports: 40_000,
        expectedPerSecond: 3_500,
      },
    };

/** Facts about the seeded fleet the benchmarks need: who acts, on which boxes. */
type Fleet = {
  operator: MemberRow;
  /** An operator of the usual size (the others each run ~1/20 of the rest). */
  typical: { member: MemberRow; tag: number; devices: number };
  /** The big operator's boxes the move-tag runs move, and its two tags they move between. */
  move: MoveSet;
  devices: FleetDevice[];
  operatorDevices: number;
  /** The day the seed settled (its income by device is one of the lists measured). */
  settledDay: string;
};

/** How many boxes an operator's sub-members hold. */
async function fleetSize(raw: RawDb, operatorId: number): Promise<number> {
  const { rows } = await raw.query(
    'select count(*)::int as n from devices d join members m on m.id = d.member_id where m.operator_id = $1',
    [operatorId],
  );
  return (rows[0] as { n: number }).n;
}

async function fleetFacts(database: Database): Promise<Fleet> {
  const operator = await findMemberByMobile(database.db, operatorMobile(1));
  if (!operator) throw new Error('the seeded operator is missing');
  const raw = rawOf(database);
  const move = await moveSetOf(raw, operator.id, plan.moveTag.ids);
  const devices = (await raw.query('select id, sn from devices order by id')).rows as FleetDevice[];
  const typical = await findMemberByMobile(database.db, operatorMobile(2));
  if (!typical) throw new Error('the seeded operators are missing');
  const typicalFacts = {
    tag: (
      (await raw.query('select min(id) as tag from tags where owner_id = $1', [typical.id])).rows[0] as {
        tag: number;
      }
    ).tag,
    devices: await fleetSize(raw, typical.id),
  };
  return {
    operator,
    typical: { member: typical, ...typicalFacts },
    move,
    devices,
    operatorDevices: await fleetSize(raw, operator.id),
    settledDay: (
      (await raw.query(`select to_char(max(day), 'YYYY-MM-DD') as day from device_settlements`)).rows[0] as {
        day: string;
      }
    ).day,
  };
}

const log = (line: string) => console.log(line);

/** A raw run's times, for the log. */
function rawTimes(raw: RawFigures): string {
  const { sequential, concurrent } = raw;
  return (
    `sequential p50 ${ms(sequential.p50)} ms, p99 ${ms(sequential.p99)} ms` +
    (concurrent ? `; ${int(concurrent.perSecond)}/s on ${concurrent.lanes} connections` : '')
  );
}
const pause = (msec: number) => new Promise((r) => setTimeout(r, msec));

async function seed(database: Database, shape: FleetShape) {
  log(`Seeding ${int(shape.devices)} boxes, ${int(shape.members)} members, ${shape.operators} operators…`);
  const started = performance.now();
  const steps = await seedFleet(database.db, shape, APP_SECRET, log);
  return { steps, seconds: (performance.now() - started) / 1000 };
}

/**
 * Measures the machine during a run: CPU of the server process and (PostgreSQL) of its backends,
 * transactions committed, the load average before. Started after each run's warm-up.
 */
function meterFor(kind: 'postgres' | 'pglite', server: () => RunningServer, database: () => Database) {
  return async (): Promise<() => Promise<Meter>> => {
    const raw = rawOf(database());
    const loadBefore = os.loadavg()[0] ?? 0;
    const pids: Record<string, number[]> = { server: [server().pid] };
    if (kind === 'postgres') pids['PostgreSQL backends'] = await serverBackendPids(raw, PG_DATABASE);
    const commits = async () =>
      kind === 'postgres'
        ? (
            (
              await raw.query('select xact_commit::float8 as n from pg_stat_database where datname = $1', [
                PG_DATABASE,
              ])
            ).rows[0] as { n: number }
          ).n
        : null;
    const commitsBefore = await commits();
    const stopCpu = cpuMeter(pids);
    return async () => {
      const { used } = stopCpu();
      const after = await commits();
      return {
        cpu: used,
        loadBefore,
        commits: after === null || commitsBefore === null ? null : after - commitsBefore,
      };
    };
  };
}

/** The whole bench on one database kind. */
async function benchKind(kind: 'postgres' | 'pglite'): Promise<KindResults> {
  log(`\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} ===`);
  const shape: FleetShape = plan.shape;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nodebao-bench-${kind}-`));
  const serverOptions = {
    port,
    dataDir,
    appSecret: APP_SECRET,
    databaseUrl: kind === 'postgres' ? withDatabase(values['pg-url'], PG_DATABASE) : undefined,
  };
  const openBenchDb = (options?: string): Promise<Database> =>
    kind === 'postgres'
      ? openDatabase({
          kind: 'postgres',
          url: withBenchApplication(withDatabase(values['pg-url'], PG_DATABASE, options)),
          poolSize: 10,
        })
      : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });

  if (kind === 'postgres') await recreatePgDatabase(values['pg-url'], PG_DATABASE);
  // The server migrates its database at start; PGlite belongs to one process, so seed it while the
  // server is down (on PostgreSQL the bench's own connections run beside the server's).
  let server: RunningServer = await startServer(serverOptions);
  if (kind === 'pglite') await server.stop();
  let database = await openBenchDb();
  try {
    const seeded = await seed(database, shape);
    // The seeding wrote ~1 GB: PostgreSQL writes it back for minutes after, and runs measured
    // meanwhile were 2–4× slower than the same runs once it had (2026-11-27). A checkpoint writes it
    // now, so that the runs measure the requests and not the seeding's write-back.
    if (kind === 'postgres') await rawOf(database).query('checkpoint');
    const fleet = await fleetFacts(database);
    const version = await databaseVersion(database);
    if (kind === 'pglite') {
      await database.close();
      server = await startServer(serverOptions);
    }
    const meter = meterFor(
      kind,
      () => server,
      () => database,
    );

    // ---- through the API -------------------------------------------------------------------
    const token = await login(server.baseUrl, operatorMobile(1), BENCH_PASSWORD);
    const typicalToken = await login(server.baseUrl, operatorMobile(2), BENCH_PASSWORD);
    const call: ListCall = { status: 'online', tag_id: fleet.move.tags[0] };
    const typicalCall: ListCall = { status: 'online', tag_id: fleet.typical.tag };
    const listOnce = async (who: string, t: string, c: ListCall) => {
      log(`Device list API as ${who}: GET /api/device/index?status=online&tag_id=${c.tag_id}…`);
      const figures = await listApi({ baseUrl: server.baseUrl, token: t, call: c, meter, ...listRun() });
      log(
        `  ${int(figures.perSecond)} req/s, p50 ${ms(figures.latency.p50)} ms, p99 ${ms(figures.latency.p99)} ms ` +
          `(${figures.connections} connections, ${figures.matching} matching of ${figures.fleet}, ` +
          `${figures.failed} failed, load before ${figures.loadBefore.toFixed(1)})`,
      );
      return figures;
    };
    const bigWho = `the big operator (${int(fleet.operatorDevices)} boxes)`;
    const typicalWho = `a typical operator (${int(fleet.typical.devices)} boxes)`;
    // The server as it runs by default: recent lists answered from its cache (decision 0016).
    const cachedBig = await listOnce(`${bigWho}, cache on`, token, call);
    const cachedTypical = await listOnce(`${typicalWho}, cache on`, typicalToken, typicalCall);
    // The same with the cache off: every request reads the database, as a first view does.
    const restart = async (env: Record<string, string>) => {
      await server.stop();
      server = await startServer({ ...serverOptions, env });
    };
    await restart({ DEVICE_LIST_CACHE_MS: '0' });
    const listBig = await listOnce(`${bigWho}, cache off`, token, call);
    const listTypical = await listOnce(`${typicalWho}, cache off`, typicalToken, typicalCall);
    await restart({});

    log(`Member home API as ${bigWho}: GET ${MAIN2_PATH}…`);
    const main2 = await main2Api({ baseUrl: server.baseUrl, token, meter, ...listRun() });
    log(
      `  ${int(main2.perSecond)} req/s, p50 ${ms(main2.latency.p50)} ms, p99 ${ms(main2.latency.p99)} ms ` +
        `(${main2.connections} connections, ${main2.failed} failed, load before ${main2.loadBefore.toFixed(1)})`,
    );

    const lists = otherLists(fleet.settledDay);
    const otherApis = [];
    for (const list of lists) {
      log(`${list.label} API as ${bigWho}: GET ${list.path}…`);
      const figures = await httpLoad({
        baseUrl: server.baseUrl,
        token,
        path: list.path,
        meter,
        ...listRun(),
      });
      log(
        `  ${int(figures.perSecond)} req/s, p50 ${ms(figures.latency.p50)} ms, p99 ${ms(figures.latency.p99)} ms ` +
          `(${figures.connections} connections, ${figures.failed} failed, load before ${figures.loadBefore.toFixed(1)})`,
      );
      otherApis.push(figures);
    }

    log(`Move-tag API: ${int(fleet.move.ids.length)} boxes per call…`);
    const moveApi = await moveTagApi({
      baseUrl: server.baseUrl,
      token,
      ids: fleet.move.ids,
      tags: fleet.move.tags,
      repetitions: plan.moveTag.repetitions,
    });
    log(`  p50 ${ms(moveApi.p50)} ms, slowest ${ms(moveApi.max)} ms`);

    const source = new ReportSource(fleet.devices);
    const ingestRun = (seconds: number, warmupSeconds: number) =>
      ingestApi({
        baseUrl: server.baseUrl,
        source,
        connections: plan.ingest.connections,
        seconds,
        warmupSeconds,
        expectedPerSecond: plan.ingest.expectedPerSecond,
        meter,
      });
    log(`Ingestion API: signed reports (one sample + status) on ${plan.ingest.connections} connections…`);
    const ingest = await ingestRun(plan.ingest.seconds, plan.ingest.warmup);
    log(
      `  ${int(ingest.perSecond)} reports/s, p50 ${ms(ingest.latency.p50)} ms, p99 ${ms(ingest.latency.p99)} ms ` +
        `(${int(ingest.accepted)} accepted, ${ingest.failed} failed, load before ${ingest.loadBefore.toFixed(1)})`,
    );
    // autocannon leaves its last requests unanswered; let the server finish them before stopping it.
    await pause(2000);

    let profile: KindResults['ingest']['profile'] = [];
    if (kind === 'postgres') {
      const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-bench-prof-'));
      await server.stop();
      server = await startServer({ ...serverOptions, cpuProfileDir: profileDir });
      const profiledStart = server.startedIn;
      log(`Ingestion again with a CPU profile of the server (${plan.ingest.profileSeconds} s)…`);
      await ingestRun(plan.ingest.profileSeconds, 1);
      await pause(2000);
      await server.stop();
      // The measured run, after the start-up and the warm-up second.
      profile = summarizeProfile(profileDir, {
        skipSeconds: profiledStart + 1,
        seconds: plan.ingest.profileSeconds,
      });
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
    await server.stop();

    // ---- the same SQL straight on the driver -----------------------------------------------
    if (kind === 'pglite') database = await openBenchDb();
    const stored = await samplesInWindow(database, source);
    const sent = source.sent;
    log(`  samples stored in the window: ${int(stored)} (reports sent: ${int(sent)})`);

    await restoreTags(database, fleet);
    /** What every raw run is given on this database. */
    const rawRun = {
      database,
      iterations: plan.list.rawIterations,
      seconds: plan.list.rawSeconds,
      lanes: kind === 'postgres' ? 10 : 1,
    };
    log('Raw SQL: the list request’s statements…');
    const listRaws = [];
    for (const [caller, c] of [
      [fleet.operator, call],
      [fleet.typical.member, typicalCall],
    ] as const) {
      const figures = await listRaw({ ...rawRun, caller, call: c });
      log(`  ${rawTimes(figures)}`);
      listRaws.push(figures);
    }

    log('Raw SQL: the member home’s statements (steady state)…');
    const main2Raws = await main2Raw({ ...rawRun, caller: fleet.operator });
    log(
      `  ${main2Raws.statements} statements (${main2Raws.coldStatements} on the first call after a settlement): ` +
        rawTimes(main2Raws),
    );

    const otherListFigures: OtherListFigures[] = [];
    for (const [i, list] of lists.entries()) {
      log(`Raw SQL: ${list.label}…`);
      const raw = await otherListRaw({ ...rawRun, caller: fleet.operator, list });
      log(`  ${rawTimes(raw)}`);
      otherListFigures.push({ label: list.label, path: list.path, api: otherApis[i]!, raw });
    }

    log('Raw SQL: move-tag…');
    const moveRaw = await moveTagRaw({
      database,
      caller: fleet.operator,
      ids: fleet.move.ids,
      tags: fleet.move.tags,
      repetitions: plan.moveTag.repetitions,
    });
    log(`  p50 ${ms(moveRaw.p50)} ms, slowest ${ms(moveRaw.max)} ms`);

    log('Raw SQL: ingestion writes…');
    const raws = await ingestRaws(kind, database, source, openBenchDb);
    for (const r of raws) log(`  ${r.note}: ${int(r.perSecond)} reports/s (${r.lanes} connections)`);

    return {
      kind,
      version,
      shape,
      seed: seeded,
      operatorDevices: fleet.operatorDevices,
      typicalDevices: fleet.typical.devices,
      list: [
        {
          who: 'the big operator',
          call,
          api: listBig,
          cached: cachedBig,
          raw: listRaws[0] as ListRawFigures,
        },
        {
          who: 'a typical operator',
          call: typicalCall,
          api: listTypical,
          cached: cachedTypical,
          raw: listRaws[1] as ListRawFigures,
        },
      ],
      main2: { api: main2, raw: main2Raws },
      otherLists: otherListFigures,
      moveTag: { ids: fleet.move.ids.length, api: moveApi, raw: moveRaw },
      ingest: { api: ingest, stored, sent, raw: raws, costs: stepCosts(source, APP_SECRET), profile },
    };
  } finally {
    await server.stop();
    await database.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The ingestion writes without HTTP: batched as the server batches them, one report per transaction
 * as before batching, and on PostgreSQL both again without waiting for the WAL flush at commit.
 */
async function ingestRaws(
  kind: 'postgres' | 'pglite',
  database: Database,
  source: ReportSource,
  openBenchDb: (options?: string) => Promise<Database>,
) {
  const batchLanes = kind === 'postgres' ? 2 : 1;
  const singleLanes = kind === 'postgres' ? 10 : 1;
  const run = (db: Database, batch: number, lanes: number, note: string) =>
    ingestRaw({
      database: db,
      source,
      batch,
      lanes,
      seconds: plan.ingest.rawSeconds,
      maxReports: batch === 1 ? plan.ingest.rawReports / 4 : plan.ingest.rawReports,
      note,
    });
  const raws = [
    await run(database, 100, batchLanes, 'batches of 100 reports, one transaction each'),
    await run(database, 1, singleLanes, 'one report per transaction'),
  ];
  if (kind === 'postgres') {
    const noSync = await openBenchDb('-c synchronous_commit=off');
    raws.push(await run(noSync, 100, batchLanes, 'batches of 100, synchronous_commit off'));
    raws.push(await run(noSync, 1, singleLanes, 'one report per transaction, synchronous_commit off'));
    await noSync.close();
  }
  return raws;
}

/** Puts the moved boxes back in their seeded tags, so the raw list reads what the API list read. */
async function restoreTags(database: Database, fleet: Fleet): Promise<void> {
  const raw = rawOf(database);
  await putTagsBack(raw, fleet.move);
  // As autovacuum would soon: every move left a dead version of 10,000 rows.
  await raw.query('vacuum analyze devices');
}

/** The device list and the member home with and without a hot standby taking the heavy reads. */
async function benchStandby(): Promise<StandbyResults> {
  const { shape, seconds, readers } = plan.standby;
  log(`\n=== A primary and a hot standby (${int(shape.devices)} boxes) ===`);
  const pair = await makeStandbyPair({ database: 'bench_standby', fleet: shape, appSecret: APP_SECRET, log });
  let server: RunningServer | null = null;
  try {
    const loadBefore = os.loadavg()[0] ?? 0;
    const times: ReadTimes[] = [];
    for (const readFromStandby of [true, false]) {
      server = await pair.startApp(readFromStandby);
      const t = await timeReadsUnderLoad(server.baseUrl, { seconds, readers });
      log(
        `  ${readFromStandby ? 'with the standby' : 'primary only    '}: list p50 ${ms(t.list.p50)} ms, ` +
          `p95 ${ms(t.list.p95)} ms; home p50 ${ms(t.home.p50)} ms, p95 ${ms(t.home.p95)} ms; ` +
          `${int(t.heavy)} heavy pages, ${t.failed} failed`,
      );
      times.push(t);
      await server.stop();
      server = null;
    }
    return { shape, seconds, readers, loadBefore, withStandby: times[0]!, primaryOnly: times[1]! };
  } finally {
    await server?.stop();
    pair.destroy(false);
  }
}

function listRun() {
  return {
    connections: plan.list.connections,
    seconds: plan.list.seconds,
    warmupSeconds: plan.list.warmup,
  };
}

function withBenchApplication(url: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', BENCH_APPLICATION);
  return u.toString();
}

async function databaseVersion(database: Database): Promise<string> {
  const { rows } = await rawOf(database).query('select version() as v');
  const full = (rows[0] as { v: string }).v;
  return full.split(',')[0] ?? full;
}

buildServerIfStale();
const setup: Setup = {
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  quick,
  plan,
};
const results: KindResults[] = [];
for (const kind of kinds) results.push(await benchKind(kind));
const standby =
  (kinds.includes('postgres') || standbyOnly) && !values['no-standby'] ? await benchStandby() : undefined;
if (standbyOnly) process.exit(0);
await writeBenchmarks(path.join(root, 'docs/benchmarks/latest-fleet-run.md'), setup, results, {
  write,
  print: log,
  standby,
});
