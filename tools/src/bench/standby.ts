/**
 * A throwaway PostgreSQL primary with a hot standby streaming from it, seeded with a fleet, and the
 * reads timed on it with and without the standby (issue 47 §3, decision 0040). Used by
 * `npm run standby:check` (the rule, for real) and `npm run bench` (the figures).
 */
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { MEMBER_STANDBY_PAGES } from '../../../apps/server/src/plugins/standby-reads.ts';
import { Cluster } from '../drill/cluster.ts';
import { login, requestHeaders } from './api.ts';
import { freePorts, withClient } from './net.ts';
import { BENCH_PASSWORD, memberMobile, operatorMobile, seedFleet, type FleetShape } from './seed.ts';
import { startServer, type RunningServer } from './server.ts';
import { percentile } from './stats.ts';

/** The heavy pages (plugins/standby-reads.ts) an operator opens, beside the member's. */
export const OPERATOR_HEAVY_PAGES = [
  '/api/tongji/index',
  '/api/tongji/device-overview',
  '/api/tongji/zhishu',
  '/api/money/download',
];

export type StandbyPair = {
  primary: Cluster;
  standby: Cluster;
  /** The built server on the primary; with `readFromStandby`, DATABASE_READ_URL is the standby. */
  startApp: (readFromStandby: boolean) => Promise<RunningServer>;
  destroy: (keep: boolean) => void;
};

export async function until(what: string, test: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * initdb a primary, make a standby of it with pg_basebackup, seed `fleet` on the primary, and wait
 * until the standby has replayed the seed.
 */
export async function makeStandbyPair(options: {
  database: string;
  fleet: FleetShape;
  appSecret: string;
  log: (line: string) => void;
}): Promise<StandbyPair> {
  const { database, fleet, appSecret, log } = options;
  const clusters: Cluster[] = [];
  const destroy = (keep: boolean) => {
    for (const cluster of [...clusters].reverse()) cluster.destroy(keep);
  };
  try {
    const primary = await Cluster.prepare({ database, bouncerPoolSize: 1 });
    clusters.push(primary);
    await primary.initdb();
    primary.allowReplication();
    await primary.start();
    await primary.createDatabase();
    await withClient(primary.directUrl(), 'standby', (c) => c.query('create extension pg_stat_statements'));

    const standby = await Cluster.prepare({ database, bouncerPoolSize: 1 });
    clusters.push(standby);
    await standby.standbyOf(primary);
    await standby.start();
    await until('the standby streaming', () =>
      withClient(primary.directUrl('postgres'), 'standby', async (c) => {
        const { rows } = await c.query(`select 1 from pg_stat_replication where state = 'streaming'`);
        return rows.length > 0;
      }),
    );
    log(`primary on 127.0.0.1:${primary.pgPort}, standby on 127.0.0.1:${standby.pgPort}, streaming`);

    const db = await openDatabase({ kind: 'postgres', url: primary.directUrl(), poolSize: 2 });
    try {
      await db.migrate();
      await seedFleet(db.db, fleet, appSecret, () => undefined);
    } finally {
      await db.close();
    }
    const lsn = await withClient(primary.directUrl(), 'standby', async (c: pg.Client) => {
      await c.query('checkpoint');
      const { rows } = await c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      return rows[0]!.lsn;
    });
    await until(
      'the standby to replay the seed',
      () =>
        withClient(standby.directUrl(), 'standby', async (c) => {
          const { rows } = await c.query<{ behind: boolean }>(
            'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind',
            [lsn],
          );
          return rows[0]?.behind === false;
        }),
      300_000,
    );
    log(`migrated and seeded ${fleet.devices} boxes on the primary; the standby has replayed them`);

    const [port] = await freePorts(1);
    const serverOptions = {
      port: port!,
      databaseUrl: primary.directUrl(),
      dataDir: path.join(primary.dir, 'server'),
      appSecret,
      logFile: path.join(primary.dir, 'server.log'),
    };
    const startApp = (readFromStandby: boolean) =>
      startServer(
        readFromStandby
          ? { ...serverOptions, env: { DATABASE_READ_URL: standby.directUrl() } }
          : serverOptions,
      );
    return { primary, standby, startApp, destroy };
  } catch (error) {
    destroy(false);
    throw error;
  }
}

/** A heavy page or any page: its status and envelope errorCode (a workbook counts by status alone). */
export async function getPage(
  baseUrl: string,
  token: string,
  url: string,
): Promise<{ status: number; errorCode: number }> {
  const res = await fetch(`${baseUrl}${url}`, { headers: requestHeaders(token, undefined) });
  if (!res.headers.get('content-type')?.includes('json')) {
    await res.arrayBuffer();
    return { status: res.status, errorCode: res.ok ? 0 : -1 };
  }
  const body = (await res.json()) as { errorCode: number };
  return { status: res.status, errorCode: body.errorCode };
}

/** The heavy pages with the token that opens each (member 1 and operator 1 of the seeded fleet). */
export async function heavyPages(baseUrl: string): Promise<{ url: string; token: string }[]> {
  const member = await login(baseUrl, memberMobile(1), BENCH_PASSWORD);
  const operator = await login(baseUrl, operatorMobile(1), BENCH_PASSWORD);
  return [
    ...MEMBER_STANDBY_PAGES.map((url) => ({ url, token: member })),
    ...OPERATOR_HEAVY_PAGES.map((url) => ({ url, token: operator })),
  ];
}

export type ReadTimes = {
  /** The operator's device list, GET /api/device/index. */
  list: { p50: number; p95: number; count: number };
  /** A member's home, GET /api/default/main2. */
  home: { p50: number; p95: number; count: number };
  /** Heavy pages read meanwhile by the other loops, and how many failed. */
  heavy: number;
  failed: number;
};

/**
 * For `seconds`: `readers` loops read the heavy pages while one loop times the device list and the
 * member home, alternately — what a busy primary does to the pages that must stay on it.
 */
export async function timeReadsUnderLoad(
  baseUrl: string,
  options: { seconds: number; readers: number },
): Promise<ReadTimes> {
  const pages = await heavyPages(baseUrl);
  const member = await login(baseUrl, memberMobile(1), BENCH_PASSWORD);
  const operator = await login(baseUrl, operatorMobile(1), BENCH_PASSWORD);
  const stopAt = Date.now() + options.seconds * 1000;
  let heavy = 0;
  let failed = 0;
  const count = (res: { status: number; errorCode: number }) => {
    if (res.status !== 200 || res.errorCode !== 0) failed++;
  };
  const load = async (offset: number) => {
    for (let i = offset; Date.now() < stopAt; i++) {
      const page = pages[i % pages.length]!;
      count(await getPage(baseUrl, page.token, page.url));
      heavy++;
    }
  };
  const times = { list: [] as number[], home: [] as number[] };
  const timed = async () => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const [name, url, token] =
        i % 2
          ? (['home', '/api/default/main2', member] as const)
          : (['list', '/api/device/index', operator] as const);
      const t = performance.now();
      count(await getPage(baseUrl, token, url));
      times[name].push(performance.now() - t);
    }
  };
  await Promise.all([...Array.from({ length: options.readers }, (_, i) => load(i * 3)), timed()]);
  const figures = (xs: number[]) => ({
    p50: percentile(xs, 0.5),
    p95: percentile(xs, 0.95),
    count: xs.length,
  });
  return { list: figures(times.list), home: figures(times.home), heavy, failed };
}
