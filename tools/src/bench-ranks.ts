/**
 * npm run bench:ranks — issue 14's rankings, on PostgreSQL (127.0.0.1:5432, database bench_ranks,
 * recreated) and on PGlite (in memory): 100,000 boxes under 1,000 members (nine in ten online), 30
 * days of settled points credits and 7 days of settled device-days, then
 *
 *   1. the refreshes the jobs run: the online board (the offline job, each minute) and the points and
 *      uptime boards (the settlement, each day), median and max of 5;
 *   2. GET /api/activite/rank-list through the whole app (app.inject: routing, auth, validation,
 *      serialisation), p50/p99 of 300 calls after 30 warm-up, for a member in the middle of the board.
 *
 * Options: --skip-pglite.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { refreshOnline, refreshSettledBoards } from '../../apps/server/src/modules/activity/ranks.repo.ts';
import {
  benchApp,
  benchMember,
  injectedLatency,
  onEachDatabase,
  printFigures,
  seedMembers,
  time,
  timedSeed,
  type Figures,
} from './bench/in-process.ts';

const { values } = parseArgs({ options: { 'skip-pglite': { type: 'boolean', default: false } } });
const DEVICES = 100_000;
const MEMBERS = 1_000;
const TODAY = '2026-11-26';
const MONDAY = '2026-11-23';

async function seed(database: Database): Promise<void> {
  const { db } = database;
  await seedMembers(database, MEMBERS, 'R');
  await db.execute(sql`
    insert into devices (sn, secret_enc, member_id, online)
    select 'RANK' || lpad(g::text, 7, '0'), 'x', 1 + g % ${MEMBERS}, g % 10 <> 0
      from generate_series(1, ${DEVICES}) g`);
  // 7 settled days of every box (the uptime board reads them), a few hours off now and then.
  await db.execute(sql`
    insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
                                    availability_bp, unit_price_fen, income_fen, points, bytes_up, bytes_down)
    select d.id, ${TODAY}::date - k, d.member_id, 100000, 120000, 288 - (d.id + k) % 40, 0, 10000, 30, 3000, 1000, 0, 0
      from devices d, generate_series(1, 7) k`);
  // 30 days of points credits per member, as the settlement writes them (member +, platform −).
  await db.execute(sql`
    insert into ledger_accounts (kind, member_id) select 'member_points', id from members`);
  await db.execute(sql`insert into ledger_accounts (kind) values ('platform_points')`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ledger_transfers (kind, idem_key, member_id, day, memo)
      select 'points_settlement', 'bench:' || m.id || ':' || k, m.id, ${TODAY}::date - k, '积分'
        from members m, generate_series(1, 30) k`);
    await tx.execute(sql`
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen)
      select t.id, a.id, 1000 + (t.member_id * 37 + t.id) % 90000, 0
        from ledger_transfers t join ledger_accounts a on a.kind = 'member_points' and a.member_id = t.member_id`);
    await tx.execute(sql`
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen)
      select e.transfer_id, p.id, -e.amount_fen, 0
        from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'member_points'
        cross join (select id from ledger_accounts where kind = 'platform_points') p`);
  });
}

async function fiveRuns(run: () => Promise<unknown>): Promise<string> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push((await time(run)).ms);
  runs.sort((a, b) => a - b);
  return `median ${runs[2]!.toFixed(1)} ms, max ${runs[4]!.toFixed(1)} ms (5 runs)`;
}

async function measure(database: Database, label: string): Promise<Figures> {
  const figures: Figures = {};
  const app = await benchApp(database);
  const { db } = app.deps;

  await timedSeed(label, `${DEVICES} boxes, ${MEMBERS} members`, () => seed(database));

  figures['online board (offline job, each minute)'] = await fiveRuns(() => refreshOnline(db));
  figures['points and uptime boards (settlement, each day)'] = await fiveRuns(() =>
    refreshSettledBoards(db, TODAY, MONDAY, '2026-11-16'),
  );

  figures['rank-list (app.inject, 300 calls after 30 warm-up)'] = await injectedLatency(
    app,
    benchMember(500),
    '/api/activite/rank-list?period=week',
  );
  await app.close();
  return figures;
}

const results = await onEachDatabase('bench_ranks', !values['skip-pglite'], measure);
printFigures(`bench:ranks — ${DEVICES} boxes, ${MEMBERS} members`, results);
process.exit(0);
