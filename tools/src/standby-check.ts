/**
 * `npm run standby:check [-- --measure] [-- --keep]` (issue 47 §3, decision 0040): reads on a hot
 * standby, for real. A throwaway PostgreSQL 15 primary (initdb in a temp folder, run as `postgres`,
 * loopback ports of its own), a standby made of it with `pg_basebackup -R` streaming from it, a small
 * fleet seeded on the primary, and the built server with DATABASE_URL (the primary) and
 * DATABASE_READ_URL (the standby). Then:
 *   1. the heavy pages are read: each one's statements show in the standby's pg_stat_statements,
 *      and none of those statements ran on the primary meanwhile;
 *   2. a member saves a payee and reads the list at once: it is there (money reads the primary);
 *   3. the standby is stopped (`pg_ctl stop -m fast`) and the heavy pages are read again: all 200,
 *      errorCode 0 (the primary answers them).
 * Exit 1 on any miss. `--measure` also times the device list and the member home while other members
 * read the heavy pages, with the standby and without it (the server started again without
 * DATABASE_READ_URL). `--keep` keeps the temp folders.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { api, login, requestHeaders } from './bench/api.ts';
import { BENCH_PASSWORD, memberMobile, operatorMobile, seedFleet } from './bench/seed.ts';
import { buildServerIfStale, startServer, type RunningServer } from './bench/server.ts';
import { freePorts, withClient as withNamedClient } from './bench/net.ts';
import { Cluster } from './drill/cluster.ts';

const { values: args } = parseArgs({
  options: { measure: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } },
});
const DATABASE = 'standby_check';
const APP_SECRET = 'standby-check-secret-0123456789';
const FLEET = { operators: 3, members: 40, devices: 600 };
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

/** The heavy pages (plugins/standby-reads.ts), as a member and as an operator open them. */
const MEMBER_PAGES = [
  '/api/money/index',
  '/api/money/month-data',
  '/api/device/install-record',
  '/api/activite/rank-list',
  '/api/device/rank-list',
  '/api/tongji/speed',
];
const OPERATOR_PAGES = [
  '/api/tongji/index',
  '/api/tongji/device-overview',
  '/api/tongji/zhishu',
  '/api/money/download',
];

const clusters: Cluster[] = [];
let server = null as RunningServer | null;
const misses: string[] = [];
const check = (ok: boolean, what: string) => {
  log(`${ok ? 'ok  ' : 'MISS'} ${what}`);
  if (!ok) misses.push(what);
};

function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  return withNamedClient(url, 'standby-check', work);
}

async function until(what: string, test: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Statements (queryid → calls) the app ran on one server since the last reset; the check's own left out. */
async function statements(url: string): Promise<Map<string, number>> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ queryid: string; calls: number }>(
      `select queryid::text, calls::int from pg_stat_statements s join pg_database d on d.oid = s.dbid
        where d.datname = $1 and query not ilike '%pg_stat%' and query not ilike '%pg_last_%'`,
      [DATABASE],
    );
    return new Map(rows.map((r) => [r.queryid, r.calls]));
  });
}
const totalCalls = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function get(
  baseUrl: string,
  token: string,
  url: string,
): Promise<{ status: number; errorCode: number }> {
  const res = await fetch(`${baseUrl}${url}`, { headers: requestHeaders(token, undefined) });
  // The export answers a workbook, not JSON: its status says it all.
  if (!res.headers.get('content-type')?.includes('json')) {
    await res.arrayBuffer();
    return { status: res.status, errorCode: res.ok ? 0 : -1 };
  }
  const body = (await res.json()) as { errorCode: number };
  return { status: res.status, errorCode: body.errorCode };
}

async function main(): Promise<void> {
  buildServerIfStale();
  const primary = await Cluster.prepare({ database: DATABASE, bouncerPoolSize: 1 });
  clusters.push(primary);
  await primary.initdb();
  primary.allowReplication();
  await primary.start();
  await primary.createDatabase();
  await withClient(primary.directUrl(), (c) => c.query('create extension pg_stat_statements'));

  const standby = await Cluster.prepare({ database: DATABASE, bouncerPoolSize: 1 });
  clusters.push(standby);
  await standby.standbyOf(primary);
  await standby.start();
  await until('the standby streaming', () =>
    withClient(primary.directUrl('postgres'), async (c) => {
      const { rows } = await c.query(`select 1 from pg_stat_replication where state = 'streaming'`);
      return rows.length > 0;
    }),
  );
  log(`primary on 127.0.0.1:${primary.pgPort}, standby on 127.0.0.1:${standby.pgPort}, streaming`);

  const database = await openDatabase({ kind: 'postgres', url: primary.directUrl(), poolSize: 2 });
  try {
    await database.migrate();
    await seedFleet(database.db, FLEET, APP_SECRET, () => undefined);
  } finally {
    await database.close();
  }
  const lsn = await withClient(primary.directUrl(), async (c) => {
    const { rows } = await c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]!.lsn;
  });
  await until('the standby to replay the seed', () =>
    withClient(standby.directUrl(), async (c) => {
      const { rows } = await c.query<{ behind: boolean }>(
        'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind',
        [lsn],
      );
      return rows[0]?.behind === false;
    }),
  );
  log(`migrated and seeded ${FLEET.devices} boxes on the primary; the standby has replayed them`);

  const [port] = await freePorts(1);
  const serverOptions = {
    port: port!,
    databaseUrl: primary.directUrl(),
    dataDir: path.join(primary.dir, 'server'),
    appSecret: APP_SECRET,
    logFile: path.join(primary.dir, 'server.log'),
  };
  server = await startServer({ ...serverOptions, env: { DATABASE_READ_URL: standby.directUrl() } });
  const base = server.baseUrl;
  const member = await login(base, memberMobile(1), BENCH_PASSWORD);
  const operator = await login(base, operatorMobile(1), BENCH_PASSWORD);
  const pages = [
    ...MEMBER_PAGES.map((url) => ({ url, token: member })),
    ...OPERATOR_PAGES.map((url) => ({ url, token: operator })),
  ];

  // 1. The heavy pages come from the standby.
  for (const cluster of [primary, standby])
    await withClient(cluster.directUrl(), (c) => c.query('select pg_stat_statements_reset()'));
  const primaryBefore = await statements(primary.directUrl());
  for (const { url, token } of pages) {
    const before = totalCalls(await statements(standby.directUrl()));
    const res = await get(base, token, url);
    const after = totalCalls(await statements(standby.directUrl()));
    check(
      res.status === 200 && res.errorCode === 0 && after > before,
      `${url}: ${res.status}, errorCode ${res.errorCode}, ${after - before} statements on the standby`,
    );
  }
  const onStandby = await statements(standby.directUrl());
  const onPrimary = await statements(primary.directUrl());
  const alsoOnPrimary = [...onStandby.keys()].filter(
    (id) => (onPrimary.get(id) ?? 0) > (primaryBefore.get(id) ?? 0),
  );
  check(
    alsoOnPrimary.length === 0,
    `none of the ${onStandby.size} statements the standby answered ran on the primary meanwhile${alsoOnPrimary.length ? ` (${alsoOnPrimary.length} did)` : ''}`,
  );

  // 2. A member's own write, read back at once.
  const account = `member${Date.now() % 100_000}@example.com`;
  await api(base, member, 'POST', '/api/member/bank-save', { kind: 'alipay', account, real_name: '张三' });
  const list = await api<{ account: string }[]>(base, member, 'GET', '/api/member/aliuser-list');
  check(
    list.data.some((p) => p.account === account),
    'a payee saved by a member is in their list at once',
  );

  // 3. The standby stopped: the primary answers, without an error.
  await standby.stopFast();
  log('standby stopped (pg_ctl stop -m fast)');
  for (const round of [1, 2]) {
    for (const { url, token } of pages) {
      const res = await get(base, token, url);
      check(
        res.status === 200 && res.errorCode === 0,
        `without the standby (${round}) ${url}: ${res.status}, errorCode ${res.errorCode}`,
      );
    }
  }

  if (args.measure) {
    await standby.start();
    await server.stop();
    server = await startServer({ ...serverOptions, env: { DATABASE_READ_URL: standby.directUrl() } });
    const withStandby = await measure(server.baseUrl, pages);
    await server.stop();
    server = await startServer(serverOptions);
    const without = await measure(server.baseUrl, pages);
    log('device list and member home while 4 members read the heavy pages (ms, p50 / p95):');
    for (const [name, figures] of Object.entries({
      'with the standby': withStandby,
      'primary only': without,
    }))
      log(`  ${name.padEnd(18)} ${figures}`);
  }
}

/**
 * 10 s: 4 loops read the heavy pages while one times the device list and the member home, each
 * alternately; returns p50 / p95 of each.
 */
async function measure(base: string, pages: { url: string; token: string }[]): Promise<string> {
  const member = await login(base, memberMobile(1), BENCH_PASSWORD);
  const operator = await login(base, operatorMobile(1), BENCH_PASSWORD);
  const stopAt = Date.now() + 10_000;
  const load = async () => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const page = pages[i % pages.length]!;
      await get(base, page.token, page.url);
    }
  };
  const times: Record<string, number[]> = { list: [], home: [] };
  const timed = async () => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const [name, url, token] =
        i % 2 ? ['home', '/api/default/main2', member] : ['list', '/api/device/index', operator];
      const t = performance.now();
      await get(base, token, url);
      times[name]!.push(performance.now() - t);
    }
  };
  await Promise.all([load(), load(), load(), load(), timed()]);
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
  return Object.entries(times)
    .map(([k, xs]) => `${k} ${pct(xs, 0.5).toFixed(1)} / ${pct(xs, 0.95).toFixed(1)} (${xs.length})`)
    .join(', ');
}

let code = 0;
try {
  await main();
  if (misses.length) throw new Error(`${misses.length} check(s) missed`);
  log('standby check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await server?.stop().catch(() => undefined);
  for (const cluster of clusters.reverse()) cluster.destroy(args.keep ?? false);
  if (args.keep) log(`kept ${clusters.map((c) => c.dir).join(', ')}`);
}
process.exit(code);
