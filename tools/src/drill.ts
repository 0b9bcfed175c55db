/**
 * `npm run drill` (issue 46 §3): the database fault drill. Two replicas of the built server behind a
 * load balancer with health checks, on PgBouncer (transaction pooling) in front of a throwaway
 * PostgreSQL cluster of the drill's own, under the load of members, an operator, boxes and staff;
 * then, one after the other with steady load in between, the faults a deployment meets:
 *
 *   (a) the database restarted (pg_ctl restart -m fast)
 *   (b) the database crashed and started again (pg_ctl stop -m immediate, then start)
 *   (c) every backend of the app's database ended by an administrator (pg_terminate_backend)
 *   (d) the whole database frozen for 10 s (SIGSTOP of the postmaster and all its children, SIGCONT)
 *   (e) a rolling restart of the replicas (SIGTERM to A under load, started again, then B)
 *
 * For each: the requests meanwhile and how many failed, how long until both replicas were ready and
 * served a signed-in request again, any 5xx other than 503 or request left without an answer, any
 * replica that died without being told. At the end: every acknowledged write is in the database,
 * no write answered 503 is, and the books reconcile. Exit 1 when any of that does not hold, when a
 * recovery takes over 5 s, when steady load or the rolling restart failed a single request, or when
 * a replica sent SIGTERM did not end by itself (it is killed after 30 s).
 *
 *   npm run drill -- [--devices 3000] [--quick] [--keep] [--faults a,b,c,d,e] [--log-level warn]
 *
 * `--quick` (CI): 1,000 boxes, less load, faults (a) and (c) only. `--keep` leaves the temp folder
 * (cluster, its log, PgBouncer's, each replica's) and prints where it is. `--faults` runs only
 * those, in that order; `--log-level info` has the replicas log every request (with `--keep`).
 * Needs PostgreSQL 15 (/usr/lib/postgresql/15/bin) and PgBouncer (/usr/sbin/pgbouncer); runs as root
 * (the cluster and PgBouncer run as `postgres`). The machine's own PostgreSQL is never touched.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { reconcile } from '../../apps/server/src/modules/settlement/reconcile.ts';
import { api, login } from './bench/api.ts';
import { ReportSource, type FleetDevice } from './bench/ingest.ts';
import { BENCH_PASSWORD, leaveDaysUnsettled, memberMobile, operatorMobile, seedFleet } from './bench/seed.ts';
import { buildServerIfStale } from './bench/server.ts';
import { Balancer, emptyTally, Replica, type Death } from './drill/balancer.ts';
import { freePorts, withClient } from './bench/net.ts';
import { Cluster } from './drill/cluster.ts';
import { Load, type Actors } from './drill/load.ts';
import { hungDrains, printReport, replicaLogSummary, type Row, type Stop } from './drill/report.ts';
import { verifyWrites } from './drill/verify.ts';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string' },
    quick: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    /** Only these faults, in this order (e.g. `--faults e`), to look at one closely. */
    faults: { type: 'string' },
    /** The replicas' LOG_LEVEL (their logs are in the temp folder: with --keep). */
    'log-level': { type: 'string', default: 'warn' },
  },
});

const QUICK = args.quick;
const DEVICES = Number(args.devices ?? (QUICK ? 1_000 : 3_000));
const DATABASE = 'nodebao_drill';
const APP_SECRET = 'drill-secret-0123456789abcdef-drill';
/** Steady load before each fault (and after each recovery, before the next). */
const STEADY_MS = QUICK ? 4_000 : 10_000;
const FREEZE_MS = 10_000;
/** What the drill demands of a recovery; it waits longer than that to report how long it took. */
const RECOVERY_LIMIT_MS = 5_000;
const RECOVERY_WAIT_MS = 60_000;
const PROBE_EVERY_MS = 100;
const SHUTDOWN_GRACE_MS = 2_000;
const DATABASE_POOL_SIZE = 10;
const PENDING_DAYS = 2;
/** When the settlement falls due, from the replicas' start: after they are up and the load runs. */
const SETTLE_AFTER_MS = QUICK ? 16_000 : 22_000;
/** The first fault comes this long after the settlement started (it takes well under a second). */
const SETTLE_LEAD_MS = 100;
/** Whatever happens, the drill ends by itself. */
const WATCHDOG_MS = (QUICK ? 4 : 12) * 60_000;

if (!Number.isInteger(DEVICES) || DEVICES < 500 || DEVICES > 50_000) {
  console.error(
    'usage: npm run drill -- [--devices N (500…50000)] [--quick] [--keep] [--faults a,b,c,d,e] [--log-level warn]',
  );
  process.exit(2);
}

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `done`, a minute at most (the drill's loops are bounded). */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not after 60 s`);
    await pause(50);
  }
}

/**
 * Beijing-time cron fields (second minute hour: the server takes six) for a moment, so the
 * settlement falls due then, to the second.
 */
function shanghaiCronAt(ms: number): string {
  const beijing = new Date(ms + 8 * 3600_000);
  return `${beijing.getUTCSeconds()} ${beijing.getUTCMinutes()} ${beijing.getUTCHours()} * * *`;
}

// ---- cleanup: whatever ends the drill stops what it started ----------------------------------------
let cluster: Cluster | null = null;
const replicas: Replica[] = [];
/** Every SIGTERM the drill sent (rolling restart, the end) and how the process ended. */
const stops: Stop[] = [];

/** SIGTERM, and how long the replica took to end (SIGKILL: it did not end by itself in 30 s). */
async function stopReplica(r: Replica, when: string): Promise<string> {
  const t0 = Date.now();
  const ended = await r.stop();
  const seconds = (Date.now() - t0) / 1000;
  stops.push({ replica: r.name, when, ended, seconds });
  return `stopped in ${seconds.toFixed(1)} s (${ended})`;
}
let cleaned = false;
function cleanupNow(): void {
  if (cleaned) return;
  cleaned = true;
  for (const r of replicas) {
    r.stopping = true;
    r.stopPolling();
    for (const pid of r.pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  cluster?.destroy(args.keep);
  if (cluster && args.keep) console.log(`kept: ${cluster.dir}`);
}
process.on('exit', cleanupNow);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping the replicas, PgBouncer and the cluster`);
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`drill: still running after ${WATCHDOG_MS / 60_000} min, giving up`);
  process.exit(1);
}, WATCHDOG_MS).unref();

// ---- the parts ------------------------------------------------------------------------------------

/** The cluster, PgBouncer, the schema and the benchmarks' fleet, and a staff account. */
async function setUp(): Promise<Cluster> {
  // Two replicas' pools fit PgBouncer's pool whole: no replica waits on the other's connections.
  const c = await Cluster.prepare({ database: DATABASE, bouncerPoolSize: 2 * DATABASE_POOL_SIZE });
  cluster = c;
  await c.initdb();
  await c.start();
  await c.createDatabase();
  await c.startBouncer();
  log(`PostgreSQL 15 on 127.0.0.1:${c.pgPort}, PgBouncer on 127.0.0.1:${c.bouncerPort} (${c.dir})`);

  const seedStarted = Date.now();
  // The drill's own handle, closed before the faults: its idle connections would see them too.
  const database = await openDatabase({ kind: 'postgres', url: c.directUrl(), poolSize: 4 });
  try {
    await database.migrate();
    const operators = QUICK ? 5 : 10;
    const members = Math.max(50, Math.round(DEVICES / 10));
    await seedFleet(database.db, { operators, members, devices: DEVICES }, APP_SECRET, () => undefined);
  } finally {
    await database.close();
  }
  await withSql(c, async (sql) => {
    // The bench fleet has no staff: one, with the fleet's password, as the seed writes accounts.
    await sql.query(
      `insert into members (mobile, password_hash, nickname, is_superman, invite_code)
       select '13700000000', password_hash, '值班员', true, 'ST00000001' from members where mobile = $1`,
      [operatorMobile(1)],
    );
  });
  log(
    `migrated and seeded ${DEVICES.toLocaleString('en')} boxes in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  return c;
}

function withSql<T>(c: Cluster, work: (sql: pg.Client) => Promise<T>): Promise<T> {
  return withClient(c.directUrl(), 'drill-check', work);
}

/** Days of rates waiting for the settlement, which falls due during the faults (as soak.ts does). */
async function pendDays(c: Cluster): Promise<string[]> {
  // From two days ago: yesterday's rows are the boxes' own, still arriving.
  return withSql(c, (sql) => leaveDaysUnsettled(sql, 2, PENDING_DAYS));
}

/** The people of the load, signed in, and what they act on. */
async function actorsOf(c: Cluster, baseUrl: string): Promise<{ actors: Actors; fleet: FleetDevice[] }> {
  const memberCount = QUICK ? 6 : 12;
  const mobiles = Array.from({ length: memberCount }, (_, i) => memberMobile(i + 1));
  const operatorToken = await login(baseUrl, operatorMobile(1), BENCH_PASSWORD);
  const staffToken = await login(baseUrl, '13700000000', BENCH_PASSWORD);
  return withSql(c, async (sql) => {
    const { rows: ids } = await sql.query<{ id: number; mobile: string }>(
      'select id, mobile from members where mobile = any($1::text[])',
      [[...mobiles, operatorMobile(1)]],
    );
    const idOf = (mobile: string) => ids.find((r) => r.mobile === mobile)!.id;
    const members: Actors['members'] = [];
    for (const mobile of mobiles) {
      const token = await login(baseUrl, mobile, BENCH_PASSWORD);
      const payee = await api<{ id: number }>(baseUrl, token, 'POST', '/api/member/bank-save', {
        kind: 'alipay',
        account: `drill${members.length}@example.com`,
        real_name: '张三',
      });
      members.push({ id: idOf(mobile), token, payeeId: payee.data.id });
    }
    const operatorId = idOf(operatorMobile(1));
    const { rows: tagRows } = await sql.query<{ id: number }>(
      'select id from tags where owner_id = $1 order by id limit 3',
      [operatorId],
    );
    const { rows: boxes } = await sql.query<{ id: number; tag: number }>(
      `select d.id, coalesce(d.tag_id, 0) as tag from devices d join members m on m.id = d.member_id
        where m.operator_id = $1 order by d.id limit 40`,
      [operatorId],
    );
    const { rows: types } = await sql.query<{ id: number }>('select min(id) as id from device_types');
    const { rows: fleet } = await sql.query<FleetDevice>(
      'select id, sn from devices where member_id is not null order by id',
    );
    return {
      fleet,
      actors: {
        members,
        operator: { id: operatorId, token: operatorToken },
        staff: { token: staffToken },
        deviceTypeId: types[0]!.id,
        tagIds: tagRows.map((r) => r.id),
        boxes,
        deviceIds: new Map(fleet.map((d) => [d.sn, d.id])),
      },
    };
  });
}

/**
 * How long after `from` until every replica answers /readyz 200 and a signed-in request with
 * errorCode 0, each straight to the replica (not through the balancer, not counted in the load).
 */
async function recovery(from: number, token: string): Promise<number | null> {
  const passed = new Map<string, number>();
  while (Date.now() - from < RECOVERY_WAIT_MS) {
    await Promise.all(
      replicas.map(async (r) => {
        if (passed.has(r.name) || !r.server || !(await r.readyz())) return;
        try {
          // A list read of the member's own (signed in, then the database), one that sends no
          // named prepared statement: those fail through PgBouncer on their own (see the report).
          const res = await fetch(`${r.baseUrl}/api/member/tixian-list?page=1&pageSize=1`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(2_000),
          });
          const body = (await res.json()) as { errorCode?: number };
          if (res.status === 200 && body.errorCode === 0) passed.set(r.name, Date.now());
        } catch {
          // not yet
        }
      }),
    );
    if (passed.size === replicas.length) return Math.max(...passed.values()) - from;
    await pause(PROBE_EVERY_MS);
  }
  return null;
}

type Fault = { name: string; mustNotFail?: boolean; run: (c: Cluster) => Promise<string> };

const FAULTS: Record<string, Fault> = {
  a: {
    name: '(a) restart, fast',
    run: async (c) => {
      const t0 = Date.now();
      await c.restartFast();
      return `down ${((Date.now() - t0) / 1000).toFixed(1)} s`;
    },
  },
  b: {
    name: '(b) stop immediate + start',
    run: async (c) => {
      const t0 = Date.now();
      await c.stopImmediate();
      await c.start();
      return `down ${((Date.now() - t0) / 1000).toFixed(1)} s (crash recovery included)`;
    },
  },
  c: {
    name: '(c) terminate backends',
    run: async (c) => `${await c.terminateBackends()} backends ended`,
  },
  d: {
    name: `(d) freeze ${FREEZE_MS / 1000} s (SIGSTOP)`,
    run: async (c) => {
      const frozen = c.pause();
      try {
        await pause(FREEZE_MS);
      } finally {
        c.resume();
      }
      return `${frozen} processes frozen`;
    },
  },
  e: {
    name: '(e) rolling restart',
    mustNotFail: true,
    run: async () => {
      const times: string[] = [];
      for (const r of replicas) {
        const stopped = await stopReplica(r, 'rolling restart');
        const down = Date.now();
        await r.start();
        // Back in the balancer's rotation at its next health check.
        await until(() => r.ready, `replica ${r.name} ready again`);
        times.push(`${r.name}: ${stopped}, up again in ${((Date.now() - down) / 1000).toFixed(1)} s`);
      }
      return times.join('; ');
    },
  },
};

// ---- the drill ------------------------------------------------------------------------------------

async function main(): Promise<void> {
  buildServerIfStale();
  const faultKeys = args.faults ? args.faults.split(',') : QUICK ? ['a', 'c'] : ['a', 'b', 'c', 'd', 'e'];
  const unknown = faultKeys.filter((k) => !FAULTS[k]);
  if (unknown.length) throw new Error(`no fault ${unknown.join(', ')}: --faults takes a,b,c,d,e`);
  log(
    `Fault drill${QUICK ? ' (quick)' : ''}: ${DEVICES.toLocaleString('en')} boxes, two replicas, PgBouncer, faults ${faultKeys.join(', ')}`,
  );
  const c = await setUp();

  // The settlement falls due once the load runs, and the first fault is timed to meet it (below):
  // a job cut by the database going away must leave the books whole.
  const settleAt = Math.ceil((Date.now() + SETTLE_AFTER_MS) / 1000) * 1000;
  const deaths: Death[] = [];
  const env = {
    DATABASE_DIRECT_URL: c.directUrl(),
    DATABASE_POOL_SIZE: String(DATABASE_POOL_SIZE),
    SETTLEMENT_SCHEDULE: shanghaiCronAt(settleAt),
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    LOG_LEVEL: args['log-level'],
    // One JSON object a line: the drill summarises the replicas' logs by message and error code.
    LOG_FORMAT: 'json',
    // A replica whose drain hangs is asked for Node's diagnostic report (Replica.stop).
    NODE_OPTIONS: `--report-on-signal --report-signal=SIGUSR2 --report-directory=${c.dir}`,
  };
  const ports = await freePorts(2);
  for (const [i, name] of ['a', 'b'].entries()) {
    replicas.push(
      new Replica(
        name,
        {
          port: ports[i]!,
          databaseUrl: c.pooledUrl(),
          dataDir: path.join(c.dir, `replica-${name}`),
          appSecret: APP_SECRET,
          env,
          logFile: path.join(c.dir, `replica-${name}.log`),
        },
        (death) => {
          deaths.push(death);
          log(
            `replica ${death.replica} DIED (exit ${death.code ?? '-'}, signal ${death.signal ?? '-'}); restarting it. Its last log lines:\n    ${death.log.join('\n    ')}`,
          );
        },
      ),
    );
  }
  const bootStarted = Date.now();
  await Promise.all(replicas.map((r) => r.start()));
  log(
    `replicas up in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s (ports ${replicas.map((r) => r.baseUrl.split(':')[2]).join(', ')}); settlement due at ${((settleAt - started) / 1000).toFixed(0)} s`,
  );
  const pendingDays = await pendDays(c);
  const { actors, fleet } = await actorsOf(c, replicas[0]!.baseUrl);
  const initialTags = new Map(actors.boxes.map((b) => [b.id, b.tag]));

  const lb = new Balancer(replicas);
  for (const r of replicas) r.poll();
  await until(() => replicas.every((r) => r.ready), 'both replicas ready');
  const load = new Load(lb, actors, new ReportSource(fleet), QUICK ? 0.5 : 1, {
    until: Date.now() + WATCHDOG_MS - 60_000,
    maxRequests: 200_000,
  });
  load.start();

  // ---- the timeline: steady load, then each fault with its recovery and steady load after ---------
  const rows: Row[] = [];
  const phase = (fault: string, mustNotFail = false): Row => {
    const row: Row = {
      fault,
      tally: emptyTally(),
      recoveryMs: null,
      deaths: 0,
      note: '',
      mustNotFail,
      startedAt: Date.now(),
    };
    lb.tally = row.tally;
    lb.phase = fault;
    rows.push(row);
    return row;
  };
  const steady = phase('steady load (before the faults)', true);
  log('load running');
  await pause(STEADY_MS);
  // Just after the settlement started, if steady load has not already outlasted its moment.
  await pause(settleAt + SETTLE_LEAD_MS - Date.now());
  steady.note = `${((Date.now() - steady.startedAt) / 1000).toFixed(0)} s`;
  for (const key of faultKeys) {
    const fault = FAULTS[key]!;
    const row = phase(fault.name, fault.mustNotFail);
    const deathsBefore = deaths.length;
    log(`${fault.name}…`);
    row.note = await fault.run(c);
    const ended = Date.now();
    row.recoveryMs = await recovery(ended, actors.members[0]!.token);
    log(
      `${fault.name}: ${row.note}; recovered ${row.recoveryMs === null ? `not within ${RECOVERY_WAIT_MS / 1000} s` : `in ${(row.recoveryMs / 1000).toFixed(2)} s`}`,
    );
    await pause(STEADY_MS);
    row.deaths = deaths.length - deathsBefore;
  }
  await load.stop();
  for (const r of replicas) r.stopPolling();
  log(`load stopped: ${lb.total.requests.toLocaleString('en')} requests; checking the database`);

  // ---- the checks, straight on the cluster ------------------------------------------------------
  const writes = await withSql(c, (sql) => verifyWrites(sql, load.ledger, initialTags));
  const settled = await withSql(c, async (sql) => {
    const { rows: runs } = await sql.query<{ day: string; started: number; finished: number | null }>(
      `select to_char(day, 'YYYY-MM-DD') as day, extract(epoch from started_at) * 1000 as started,
              extract(epoch from finished_at) * 1000 as finished
         from settlement_runs where day = any($1::date[]) order by day`,
      [pendingDays],
    );
    return runs;
  });
  const database = await openDatabase({ kind: 'postgres', url: c.directUrl(), poolSize: 2 });
  const books = await reconcile(database.db).finally(() => database.close());
  // Stopped as a deployment stops them (SIGTERM): a drain that hangs shows here as SIGKILL.
  await Promise.all(replicas.map((r) => stopReplica(r, 'the end')));
  const logLines = replicas.flatMap((r) =>
    replicaLogSummary(path.join(c.dir, `replica-${r.name}.log`), r.name),
  );
  const hung = hungDrains(c.dir, [
    [c.bouncerPort, 'PgBouncer'],
    [c.pgPort, 'PostgreSQL (direct)'],
  ]);

  const allOk = printReport(
    {
      quick: QUICK,
      devices: DEVICES,
      started,
      recoveryLimitMs: RECOVERY_LIMIT_MS,
      recoveryWaitMs: RECOVERY_WAIT_MS,
    },
    { rows, lb, writes, books, deaths, stops, settled, pendingDays, settleAt, logLines, hung },
  );
  process.exitCode = allOk ? 0 : 1;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  // (`cluster` is set inside main(), which TypeScript's narrowing here does not see.)
  await (cluster as Cluster | null)?.stopBouncer().catch(() => undefined);
  cleanupNow();
}
// Health checks and the load's sockets would keep the process alive a while longer.
process.exit(process.exitCode ?? 0);
