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
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { api, login } from './bench/api.ts';
import { withClient as withNamedClient } from './bench/net.ts';
import { BENCH_PASSWORD, memberMobile } from './bench/seed.ts';
import { buildServerIfStale, type RunningServer } from './bench/server.ts';
import {
  getPage,
  heavyPages,
  makeStandbyPair,
  timeReadsUnderLoad,
  type ReadTimes,
  type StandbyPair,
} from './bench/standby.ts';
import { ms } from './bench/stats.ts';

const { values: args } = parseArgs({
  options: { measure: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } },
});
const DATABASE = 'standby_check';
const APP_SECRET = 'standby-check-secret-0123456789';
const FLEET = { operators: 3, members: 40, devices: 600 };
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

let pair = null as StandbyPair | null;
let server = null as RunningServer | null;
const misses: string[] = [];
const check = (ok: boolean, what: string) => {
  log(`${ok ? 'ok  ' : 'MISS'} ${what}`);
  if (!ok) misses.push(what);
};

function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  return withNamedClient(url, 'standby-check', work);
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

async function main(): Promise<void> {
  buildServerIfStale();
  pair = await makeStandbyPair({ database: DATABASE, fleet: FLEET, appSecret: APP_SECRET, log });
  const { primary, standby } = pair;
  server = await pair.startApp(true);
  const base = server.baseUrl;
  const member = await login(base, memberMobile(1), BENCH_PASSWORD);
  const pages = await heavyPages(base);

  // 1. The heavy pages come from the standby.
  for (const cluster of [primary, standby])
    await withClient(cluster.directUrl(), (c) => c.query('select pg_stat_statements_reset()'));
  const primaryBefore = await statements(primary.directUrl());
  for (const { url, token } of pages) {
    const before = totalCalls(await statements(standby.directUrl()));
    const res = await getPage(base, token, url);
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
      const res = await getPage(base, token, url);
      check(
        res.status === 200 && res.errorCode === 0,
        `without the standby (${round}) ${url}: ${res.status}, errorCode ${res.errorCode}`,
      );
    }
  }

  if (args.measure) {
    await standby.start();
    const figures: Record<string, ReadTimes> = {};
    for (const [name, readFromStandby] of [
      ['with the standby', true],
      ['primary only', false],
    ] as const) {
      await server.stop();
      server = await pair.startApp(readFromStandby);
      figures[name] = await timeReadsUnderLoad(server.baseUrl, { seconds: 10, readers: 4 });
    }
    log('device list and member home while 4 loops read the heavy pages (ms, p50 / p95):');
    for (const [name, f] of Object.entries(figures))
      log(
        `  ${name.padEnd(18)} list ${ms(f.list.p50)} / ${ms(f.list.p95)} (${f.list.count}), ` +
          `home ${ms(f.home.p50)} / ${ms(f.home.p95)} (${f.home.count}), ${f.failed} failed`,
      );
  }
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
  pair?.destroy(args.keep ?? false);
  if (args.keep && pair) log(`kept ${pair.primary.dir}, ${pair.standby.dir}`);
}
process.exit(code);
