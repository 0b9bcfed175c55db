/**
 * `npm run soak -- --minutes 10` (issue 17 §4): two server processes on one PostgreSQL, under the
 * load of a working day, with the daily settlement and the offline job due during the run and one
 * replica killed with SIGKILL while it settles, then restarted. It prints what must hold and exits
 * non-zero when something does not:
 *
 * - requests and 5xx answers (none, apart from the killed replica's requests in flight);
 * - RSS of each replica at the start and the end of its life (growth ≤ 10 %);
 * - each job's work done exactly once: every pending day settled by one run, every box that fell
 *   silent taken offline with one fault event and one message;
 * - the ledger reconciled (the same check as `npm run reconcile`);
 * - a write made on one replica seen in a list read on the other within the list cache's window.
 *
 * The fleet is the benchmarks' synthetic one (tools/src/bench/seed.ts), in a database of its own
 * (`nodebao_soak`, dropped and created). The load: the boxes' signed reports (every box every five
 * minutes), operators and members browsing their lists, members saving a payee, withdrawing and
 * ordering codes; each request goes to either replica, as a load balancer would send it.
 *
 *   npm run soak -- [--minutes 10] [--devices 20000] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { reconcile } from '../../apps/server/src/modules/settlement/reconcile.ts';
import { api, login, requestHeaders } from './bench/api.ts';
import { recreatePgDatabase, withDatabase } from './bench/db.ts';
import { ReportSource, type FleetDevice } from './bench/ingest.ts';
import { BENCH_PASSWORD, leaveDaysUnsettled, memberMobile, operatorMobile, seedFleet } from './bench/seed.ts';
import { buildServerIfStale, startServer, type RunningServer } from './bench/server.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    devices: { type: 'string', default: '20000' },
    'pg-url': {
      type: 'string',
      default: process.env.SOAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    port: { type: 'string', default: '18410' },
  },
});

const DB_NAME = 'nodebao_soak';
const APP_SECRET = 'soak-secret-0123456789abcdef-soak';
const MINUTES = Number(args.minutes);
const DEVICES = Number(args.devices);
const PENDING_DAYS = 3;
const SILENT_BOXES = 300;
/** The list cache's window (DEVICE_LIST_CACHE_MS default) and what a probe may take beyond it. */
const CACHE_WINDOW_MS = 5_000;
const PROBE_SLACK_MS = 1_000;
const RSS_GROWTH_LIMIT = 0.1;
const RSS_WARMUP_MS = 60_000;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!Number.isFinite(MINUTES) || MINUTES < 3 || !Number.isInteger(DEVICES) || DEVICES < 2_000) {
  console.error('usage: npm run soak -- --minutes N (≥ 3) [--devices N (≥ 2000)]');
  process.exit(2);
}

function rssMb(pid: number): number {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Beijing-time cron fields (minute hour) for a moment, so the settlement falls due then. */
function shanghaiCronAt(ms: number): string {
  const beijing = new Date(ms + 8 * 3600_000);
  return `${beijing.getUTCMinutes()} ${beijing.getUTCHours()} * * *`;
}

/** One replica: the built server on its own port and data directory, its sessions named after it. */
class Replica {
  server!: RunningServer;
  lives: { startedAt: number; endedAt: number; rssStart: number; rssEnd: number; killed: boolean }[] = [];
  down = false;
  constructor(
    readonly name: string,
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** RSS is read a warm-up after each start (caches, pools and JIT filled), and at the end. */
  private sampleRssAfterWarmup(): void {
    const life = this.life;
    const pid = this.server.pid;
    setTimeout(() => {
      if (!life.killed) life.rssStart = rssMb(pid);
    }, RSS_WARMUP_MS).unref();
  }

  async start(): Promise<void> {
    const url = new URL(withDatabase(args['pg-url'], DB_NAME));
    url.searchParams.set('application_name', `soak-${this.name}`);
    this.server = await startServer({
      port: this.port,
      databaseUrl: url.toString(),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `nodebao-soak-${this.name}-`)),
      appSecret: APP_SECRET,
      env: this.env,
    });
    this.down = false;
    this.lives.push({ startedAt: Date.now(), endedAt: 0, rssStart: 0, rssEnd: 0, killed: false });
    this.sampleRssAfterWarmup();
  }

  get life() {
    return this.lives[this.lives.length - 1]!;
  }

  kill(): void {
    this.down = true;
    this.life.rssEnd = rssMb(this.server.pid);
    this.life.endedAt = Date.now();
    this.life.killed = true;
    process.kill(this.server.pid, 'SIGKILL');
  }
}

type Tally = { requests: number; ok: number; business: number; fiveXx: number; inFlightLost: number };
const tally: Tally = { requests: 0, ok: 0, business: 0, fiveXx: 0, inFlightLost: 0 };
const firstProblems: string[] = [];
/** What the money calls came to: made, or refused with which message (e.g. 余额不足 before settlement). */
type Outcomes = { made: number; refused: Map<string, number> };
const withdrawals: Outcomes = { made: 0, refused: new Map() };
const orders: Outcomes = { made: 0, refused: new Map() };
function countOutcome(outcomes: Outcomes, body: { errorCode?: number; msg?: string } | null): void {
  if (body?.errorCode === 0) outcomes.made += 1;
  else {
    const why = body?.msg ?? 'no answer';
    outcomes.refused.set(why, (outcomes.refused.get(why) ?? 0) + 1);
  }
}
const describe = (o: Outcomes) =>
  `${o.made} made${[...o.refused].map(([why, n]) => `, ${n} refused (${why})`).join('')}`;

/** One request through the "load balancer": a replica that is up, chosen in turn. */
let turn = 0;
function pick(replicas: Replica[]): Replica {
  const up = replicas.filter((r) => !r.down);
  turn += 1;
  return up[turn % up.length] ?? replicas[0]!;
}

async function send(
  replica: Replica,
  method: 'GET' | 'POST',
  url: string,
  init: { token?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { errorCode?: number; msg?: string; data?: unknown } | null }> {
  tally.requests += 1;
  const wasDown = replica.down;
  try {
    const res = await fetch(replica.server.baseUrl + url, {
      method,
      headers: requestHeaders(init.token, init.body, init.headers),
      body: init.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const body = text.startsWith('{')
      ? (JSON.parse(text) as { errorCode?: number; msg?: string; data?: unknown })
      : null;
    if (res.status >= 500) {
      tally.fiveXx += 1;
      if (firstProblems.length < 10)
        firstProblems.push(`${res.status} ${method} ${url}: ${text.slice(0, 160)}`);
    } else if (res.status === 200 && (body?.errorCode ?? 0) === 0) tally.ok += 1;
    else tally.business += 1;
    return { status: res.status, body };
  } catch (error) {
    // A request the killed replica had in flight (or one sent as it died) has no answer.
    if (replica.down || wasDown) tally.inFlightLost += 1;
    else {
      tally.fiveXx += 1;
      if (firstProblems.length < 10) firstProblems.push(`no answer ${method} ${url}: ${String(error)}`);
    }
    return { status: 0, body: null };
  }
}

/** Runs `step` every `everyMs` (at most `parallel` at once) until `until`. */
async function every(everyMs: number, until: number, parallel: number, step: () => Promise<unknown>) {
  const running = new Set<Promise<unknown>>();
  while (Date.now() < until) {
    if (running.size < parallel) {
      const p = step().finally(() => running.delete(p));
      running.add(p);
    }
    await pause(everyMs);
  }
  await Promise.all(running);
}

async function main(): Promise<void> {
  buildServerIfStale();
  log(`Soak: ${MINUTES} min, ${DEVICES.toLocaleString('en')} boxes, two replicas on PostgreSQL (${DB_NAME})`);
  await recreatePgDatabase(args['pg-url'], DB_NAME);
  const dbUrl = withDatabase(args['pg-url'], DB_NAME);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
  await database.migrate();
  await seedFleet(database.db, { operators: 20, members: 1_000, devices: DEVICES }, APP_SECRET, (l) =>
    log(l),
  );
  const sql = new pg.Pool({ connectionString: dbUrl, max: 3, application_name: 'soak-check' });

  // The settlement falls due three minutes into the run (whole minutes: cron).
  const runStart = Date.now() + 60_000; // after both replicas are up (about a minute)
  const settleAt = Math.ceil((runStart + 2 * 60_000) / 60_000) * 60_000;
  const env = { SETTLEMENT_SCHEDULE: shanghaiCronAt(settleAt), LOG_LEVEL: 'warn' };
  const replicas = [new Replica('a', Number(args.port), env), new Replica('b', Number(args.port) + 1, env)];
  await Promise.all(replicas.map((r) => r.start()));
  log(
    `replicas up: ${replicas.map((r) => `${r.name} pid ${r.server.pid}`).join(', ')}; settlement due at ${new Date(settleAt).toISOString().slice(11, 16)} UTC`,
  );

  // ---- what the jobs must find: pending days, boxes about to fall silent -----------------------
  const pendingDays = await leaveDaysUnsettled(sql, 1, PENDING_DAYS);
  const silent = (
    await sql.query<{ id: number }>(
      `update devices set online = true, last_report_at = now() - interval '9 minutes'
        where id in (select id from devices where member_id is not null order by id desc limit $1)
        returning id`,
      [SILENT_BOXES],
    )
  ).rows.map((r) => r.id);
  const runStartedAt = new Date();

  // ---- the people ------------------------------------------------------------------------------
  const base = replicas[0]!.server.baseUrl;
  const operator = await login(base, operatorMobile(1), BENCH_PASSWORD);
  const members = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) => login(base, memberMobile(n), BENCH_PASSWORD)),
  );
  const payees: number[] = [];
  for (const token of members) {
    const saved = await api<{ id: number }>(base, token, 'POST', '/api/member/bank-save', {
      kind: 'alipay',
      account: `soak${payees.length}@example.com`,
      real_name: '张三',
    });
    payees.push(saved.data.id);
  }
  const { rows: probeRows } = await sql.query<{ id: number; sn: string; tag: number }>(
    `select d.id, d.sn, (select min(id) from tags t where t.owner_id = m.operator_id) as tag
       from devices d join members m on m.id = d.member_id
      where m.operator_id = (select id from members where mobile = $1) order by d.id limit 40`,
    [operatorMobile(1)],
  );
  const { rows: typeRows } = await sql.query<{ id: number }>('select min(id) as id from device_types');
  const deviceTypeId = typeRows[0]!.id;

  const silentSet = new Set(silent);
  const { rows: fleetRows } = await sql.query<FleetDevice>(
    'select id, sn from devices where member_id is not null order by id',
  );
  const reports = new ReportSource(fleetRows.filter((d) => !silentSet.has(d.id)));

  // ---- the run ---------------------------------------------------------------------------------
  const until = Date.now() + MINUTES * 60_000;
  log(`run started (RSS is read after a ${RSS_WARMUP_MS / 1000} s warm-up of each replica, and at the end)`);

  const probes: { ms: number; seen: boolean }[] = [];
  let killedDuringSettlement = '';

  const reportEveryMs = (5 * 60_000) / fleetRows.length; // every box every five minutes
  const browse = [
    '/api/device/index?page=1&pageSize=100&status=online',
    '/api/default/main2',
    '/api/member/tixian-list?page=1&pageSize=20',
    '/api/pay/record?page=1&pageSize=20',
    '/api/device/index?page=2&pageSize=100',
  ];
  let browseTurn = 0;

  const settlementWatch = (async () => {
    // Kill whichever replica holds the settlement's job lock, while it settles.
    while (Date.now() < until && !killedDuringSettlement) {
      const { rows } = await sql.query<{ app: string }>(
        `select a.application_name as app from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted
            and l.objid::text::bigint = (hashtext('job:settlement')::bigint & 4294967295)`,
      );
      const holder = replicas.find((r) => rows.some((row) => row.app === `soak-${r.name}`));
      if (holder) {
        holder.kill();
        killedDuringSettlement = holder.name;
        log(`replica ${holder.name} killed (SIGKILL) while settling; restarting it`);
        await pause(2_000);
        await holder.start();
        log(`replica ${holder.name} back (pid ${holder.server.pid})`);
      }
      await pause(20);
    }
  })();

  await Promise.all([
    settlementWatch,
    every(reportEveryMs, until, 64, async () => {
      const { body, headers } = reports.nextRequest();
      await send(pick(replicas), 'POST', '/device-api/v1/report', { body, headers });
    }),
    every(50, until, 16, async () => {
      browseTurn += 1;
      const token = browseTurn % 3 === 0 ? operator : members[browseTurn % members.length]!;
      const url = browse[browseTurn % browse.length]!;
      await send(pick(replicas), 'GET', url, { token });
    }),
    every(3_000, until, 2, async () => {
      const i = Math.floor(Math.random() * members.length);
      const { body } = await send(pick(replicas), 'POST', '/api/account/tixian', {
        token: members[i],
        body: JSON.stringify({ amount: 1_000, payee_id: payees[i] }),
      });
      countOutcome(withdrawals, body);
    }),
    every(4_000, until, 2, async () => {
      const i = Math.floor(Math.random() * members.length);
      const { body } = await send(pick(replicas), 'POST', '/api/pay/unified-order', {
        token: members[i],
        body: JSON.stringify({ device_type_id: deviceTypeId, quantity: 1, method: 'wechat_native' }),
      });
      countOutcome(orders, body);
    }),
    every(20_000, until - 15_000, 1, async () => {
      // A write on one replica, then the other's list until it shows it.
      const up = replicas.filter((r) => !r.down);
      if (up.length < 2) return;
      const [writer, reader] = Math.random() < 0.5 ? [up[0]!, up[1]!] : [up[1]!, up[0]!];
      const box = probeRows[probes.length % probeRows.length]!;
      // Read first, so the reader's cache holds the page from before the write.
      const listUrl = `/api/device/index?page=1&pageSize=100&tag_id=${box.tag}&search=${box.sn}`;
      await send(reader, 'GET', listUrl, { token: operator });
      const moved = await send(writer, 'POST', '/api/device/move-tag', {
        token: operator,
        body: JSON.stringify({ ids: [box.id], tag_id: probes.length % 2 ? box.tag : 0 }),
      });
      if (moved.status !== 200) return;
      const wantListed = probes.length % 2 === 1;
      const t0 = Date.now();
      let seen = false;
      while (Date.now() - t0 < CACHE_WINDOW_MS + PROBE_SLACK_MS) {
        const { body } = await send(reader, 'GET', listUrl, { token: operator });
        const list = Array.isArray(body?.data) ? (body.data as { id: number }[]) : [];
        if (list.some((d) => d.id === box.id) === wantListed) {
          seen = true;
          break;
        }
        await pause(100);
      }
      probes.push({ ms: Date.now() - t0, seen });
    }),
  ]);
  for (const r of replicas) {
    if (r.down) continue;
    r.life.rssEnd = rssMb(r.server.pid);
    r.life.endedAt = Date.now();
  }
  log('load stopped; waiting for the jobs to finish');
  // The restarted replica settles what the killed one left at its start; give offline detection its minute.
  await pause(65_000);

  // ---- checks ----------------------------------------------------------------------------------
  const { rows: runs } = await sql.query<{ day: string; devices: number; finished: boolean }>(
    `select to_char(day, 'YYYY-MM-DD') as day, devices, finished_at is not null as finished
       from settlement_runs where day = any($1::date[]) order by day`,
    [pendingDays],
  );
  const { rows: credits } = await sql.query<{ day: string; n: number; distinct_days: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n, count(distinct (device_id, member_id))::int as distinct_days
       from device_settlements where day = any($1::date[]) group by day order by day`,
    [pendingDays],
  );
  const { rows: offline } = await sql.query<{
    offline: number;
    events: number;
    worst: number;
    messages: number;
  }>(
    `select (select count(*)::int from devices where id = any($1) and not online) as offline,
            (select count(*)::int from device_events where device_id = any($1) and kind = 'offline' and created_at >= $2) as events,
            (select coalesce(max(n), 0)::int from (select count(*) as n from device_events
               where device_id = any($1) and kind = 'offline' and created_at >= $2 group by device_id) x) as worst,
            (select count(*)::int from member_messages where device_id = any($1) and kind = 'fault' and created_at >= $2) as messages`,
    [silent, runStartedAt],
  );
  const books = await reconcile(database.db);
  await Promise.all(replicas.map((r) => r.server.stop()));
  await sql.end();
  await database.close();

  // ---- report ----------------------------------------------------------------------------------
  const verdicts: { what: string; ok: boolean; detail: string }[] = [];
  const check = (what: string, ok: boolean, detail: string) => verdicts.push({ what, ok, detail });
  check(
    'requests without a 5xx (the killed replica’s in-flight ones apart)',
    tally.fiveXx === 0,
    `${tally.requests.toLocaleString('en')} requests: ${tally.ok.toLocaleString('en')} ok, ${tally.business} business refusals (4xx/errorCode), ${tally.fiveXx} 5xx or unanswered, ${tally.inFlightLost} lost with the killed replica`,
  );
  check(
    'members withdrawing and ordering codes meanwhile',
    withdrawals.made > 0 && orders.made > 0,
    `withdrawals: ${describe(withdrawals)}; orders: ${describe(orders)}`,
  );
  for (const r of replicas) {
    r.lives.forEach((life, i) => {
      const growth = life.rssStart ? life.rssEnd / life.rssStart - 1 : 0;
      check(
        `replica ${r.name}${r.lives.length > 1 ? ` life ${i + 1}` : ''}: RSS growth ≤ 10 %`,
        growth <= RSS_GROWTH_LIMIT || life.killed,
        `RSS ${life.rssStart.toFixed(0)} → ${life.rssEnd.toFixed(0)} MB (${(growth * 100).toFixed(1)} %)${life.killed ? ', killed (its growth is not judged)' : ''} over ${((life.endedAt - life.startedAt) / 60_000).toFixed(1)} min`,
      );
    });
  }
  check(
    'a replica killed with SIGKILL while settling',
    killedDuringSettlement !== '',
    killedDuringSettlement ? `replica ${killedDuringSettlement}` : 'the settlement was never seen running',
  );
  check(
    `settlement: each of the ${PENDING_DAYS} pending days settled by exactly one run`,
    runs.length === PENDING_DAYS &&
      runs.every((r) => r.finished) &&
      credits.every((c) => c.n === c.distinct_days),
    runs
      .map((r) => `${r.day}: ${r.devices.toLocaleString('en')} boxes${r.finished ? '' : ' (unfinished)'}`)
      .join('; ') +
      ` — settlement rows ${credits.map((c) => `${c.n.toLocaleString('en')} (${c.distinct_days.toLocaleString('en')} distinct)`).join(', ')}`,
  );
  const o = offline[0]!;
  check(
    `offline job: each of the ${SILENT_BOXES} silent boxes offline once, one event and one message each`,
    o.offline === SILENT_BOXES && o.events === SILENT_BOXES && o.worst === 1 && o.messages === SILENT_BOXES,
    `${o.offline} offline, ${o.events} offline events (most for one box: ${o.worst}), ${o.messages} messages`,
  );
  check(
    'ledger reconciled',
    books.ok,
    books.ok
      ? `${books.deviceDays.toLocaleString('en')} settled device-days, every transfer sums to zero`
      : JSON.stringify(books.problems.slice(0, 3)),
  );
  const slowest = Math.max(0, ...probes.map((p) => p.ms));
  check(
    `a write on one replica in the other's list within the cache window (${CACHE_WINDOW_MS / 1000} s, and one poll)`,
    probes.length > 0 && probes.every((p) => p.seen),
    `${probes.length} probes, ${probes.filter((p) => p.seen).length} seen, slowest ${slowest} ms`,
  );

  console.log(
    `\nSoak of ${MINUTES} minutes, ${DEVICES.toLocaleString('en')} boxes, two replicas, ${os.cpus().length} cores:\n`,
  );
  console.log('| check | met? | figures |');
  console.log('| --- | --- | --- |');
  for (const v of verdicts) console.log(`| ${v.what} | ${v.ok ? '✅' : '❌'} | ${v.detail} |`);
  if (firstProblems.length) console.log(`\nFirst problems:\n  ${firstProblems.join('\n  ')}`);
  const allOk = verdicts.every((v) => v.ok);
  console.log(`\nSoak: ${allOk ? 'all checks met' : 'NOT all checks met'}`);
  process.exit(allOk ? 0 : 1);
}

await main();
