/**
 * npm run bench:money — issue 4 §6, on PostgreSQL (127.0.0.1:5432, database bench_money, recreated)
 * and on PGlite (in memory):
 *
 *   1. settlement of 100,000 devices × 288 five-minute rates (28.8 M rates, one day) through the real
 *      settleDay, beside the bare SQL that computes the same value95s (the database's own limit);
 *   2. the Excel export of 100,000 income rows (one member's settled device-days) streamed through the
 *      real writer to a byte counter, with the process's peak RSS sampled every 10 ms;
 *   3. the member home (GET /api/default/main2) through the whole app (app.inject: routing, auth,
 *      validation, serialisation), p50/p99 of 300 calls for a typical member of the 100,000-device fleet.
 *
 * Options: --quick (10,000 devices, PostgreSQL only), --skip-pglite.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { rows } from '../../apps/server/src/db/sql.ts';
import { writeIncomeWorkbook } from '../../apps/server/src/modules/income/income-export.ts';
import { planExport } from '../../apps/server/src/modules/income/income.service.ts';
import { reconcile } from '../../apps/server/src/modules/settlement/reconcile.ts';
import { insertDaySettlements } from '../../apps/server/src/modules/settlement/settlement.repo.ts';
import { settleDay } from '../../apps/server/src/modules/settlement/settlement.service.ts';
import { peakSamplesOf, topOf } from '../../apps/server/src/modules/telemetry/kept-rates.ts';
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
import { byteCounter, sampleMemory } from './bench/memory.ts';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, 'skip-pglite': { type: 'boolean', default: false } },
});
const DEVICES = values.quick ? 10_000 : 100_000;
const MEMBERS = 1_000;
const DAY = '2026-01-15';

async function seed(database: Database): Promise<void> {
  const { db } = database;
  // Member 1 is the export's member: it holds every 10th device, the rest spread over 999 members.
  await seedMembers(database, MEMBERS, 'B', sql`case when g > 1 and g % 5 = 0 then g - 1 end`);
  await db.execute(sql`
    insert into devices (sn, secret_enc, member_id, isp, province_code, city_code)
    select 'BENCH' || lpad(g::text, 7, '0'), 'x',
           case when g % 10 = 0 then 1 else 2 + g % ${MEMBERS - 1} end,
           (array['telecom','unicom','mobile'])[1 + g % 3],
           (array['110000','310000','440000','510000','330000'])[1 + g % 5],
           (array['110100','310100','440300','510100','330100'])[1 + g % 5]
      from generate_series(1, ${DEVICES}) g`);
  // Each box held by its member since before the benchmark's days (decision 0021).
  await db.execute(sql`
    insert into device_holdings (device_id, member_id, started_at)
    select id, member_id, '2025-12-01T00:00:00+08:00' from devices`);
  // 288 rates per device: an evening-peaked curve with per-device noise and a few missing buckets.
  await db.execute(sql`
    insert into device_days (device_id, day, member_id, up_kbps, bytes_up, bytes_down, samples)
    select d.id, ${DAY}::date, d.member_id,
           array(select case when random() < 0.02 then -1
                        else (20000 + 60000 * greatest(0, sin((b - 60) * pi() / 288)) + random() * 8000)::int end
                   from generate_series(0, 287) b where d.id > 0),
           0, 0, 282
      from devices d`);
  // What ingestion keeps beside the rates as they arrive (issue 17 §2), computed once for the seed.
  await db.execute(sql`
    update device_days set top_kbps = ${topOf(sql`up_kbps`)}, peak_samples = ${peakSamplesOf(sql`up_kbps`)}`);
}

async function measure(database: Database, label: string): Promise<Figures> {
  const figures: Figures = {};
  const app = await benchApp(database);
  const { deps } = app;

  await timedSeed(label, `${DEVICES} devices × 288 rates`, () => seed(database));

  // 1. Settlement (issue 17 §2: ≤ 2 s), then beside it the raw SQL: the statement that writes the
  //    day's rows, alone, on a copy of the day (rolled back), and value95 sorted from the 288 rates as
  //    settlement did before the kept top rates (warm cache for all).
  const settled = await time(() => settleDay(deps, DAY));
  const books = await reconcile(deps.db);
  figures['settlement (settleDay)'] =
    `${(settled.ms / 1000).toFixed(2)} s for ${settled.value?.devices} device-days, ${settled.value?.members} members`;
  const COPY = '2026-02-01';
  await deps.db.execute(sql`
    insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    select device_id, ${COPY}::date, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples
      from device_days where day = ${DAY}::date`);
  const statement = await time(() =>
    deps.db
      .transaction(async (tx) => {
        const members = await insertDaySettlements(tx, COPY, { telecom: 30, unicom: 28, mobile: 22 }, 0);
        throw Object.assign(new Error('rollback'), { members });
      })
      .catch((e: { members?: unknown[] }) => e.members?.length ?? 0),
  );
  await deps.db.execute(sql`delete from device_days where day = ${COPY}::date`);
  figures['raw SQL: the settlement statement alone'] =
    `${(statement.ms / 1000).toFixed(2)} s (${statement.value} members, rolled back)`;
  const sorted = sql`select count(*)::int as n, sum(v95)::bigint as total from (
      select (select greatest(v, 0) from unnest(up_kbps) v order by greatest(v, 0) desc offset 14 limit 1) as v95
        from device_days where day = ${DAY}::date) t`;
  const sortedRun = await time(() => rows<{ n: number }>(deps.db, sorted));
  figures['raw SQL: value95s sorted from 288 rates (before issue 17)'] =
    `${(sortedRun.ms / 1000).toFixed(2)} s (${sortedRun.value[0]?.n} rows)`;
  figures['books after settlement'] = books.ok
    ? 'reconciled'
    : `NOT reconciled: ${books.problems.length} problems`;

  // 2. The export of member 1's settled device-days (every 10th device: 10,000 or 100,000 / 10 rows)…
  //    so for 100,000 rows the member is given all the devices' rows by a second, wider day range.
  const exportMember = { id: 1, isOperator: false, isSuperman: false } as Parameters<typeof planExport>[1];
  if (!values.quick) {
    // 100,000 rows: settle nine more days of member 1's 10,000 devices.
    for (let d = 16; d <= 24; d++) {
      await deps.db.execute(sql`
        insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
        select device_id, ${`2026-01-${d}`}::date, member_id, up_kbps, top_kbps, peak_samples, 0, 0, samples from device_days
         where day = ${DAY}::date and device_id % 10 = 0`);
      await settleDay(deps, `2026-01-${d}`);
    }
  }
  const plan = await planExport(deps, exportMember, { start: DAY, end: '2026-01-24', member_id: 0 });
  const counter = byteCounter();
  const memory = sampleMemory();
  const exported = await time(() => writeIncomeWorkbook(deps, plan, counter.sink));
  const { baseRss, peakRss } = memory.stop();
  const bytes = counter.bytes();
  const [exportRows] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from device_settlements where member_id = 1`,
  );
  figures['export'] =
    `${exportRows?.n} rows, ${(bytes / 1e6).toFixed(1)} MB xlsx in ${(exported.ms / 1000).toFixed(1)} s; peak RSS ${(peakRss / 1e6).toFixed(0)} MB (before: ${(baseRss / 1e6).toFixed(0)} MB)`;

  // 3. main2 for a typical member (about 100 devices), through the whole app.
  figures['main2 (app.inject, 300 calls after 30 warm-up)'] = await injectedLatency(
    app,
    benchMember(500),
    '/api/default/main2',
  );

  await app.close();
  return figures;
}

const results = await onEachDatabase('bench_money', !values.quick && !values['skip-pglite'], measure);
printFigures(`bench:money — ${DEVICES} devices, ${MEMBERS} members`, results);
process.exit(0);
