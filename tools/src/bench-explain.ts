/**
 * npm run bench:explain — issue 50 §1, on PostgreSQL (127.0.0.1:5432, database bench_explain,
 * recreated) and, unless --skip-pglite, on PGlite in memory: how long 收益诊断 takes for the bench
 * fleet's big operator (12,000 boxes across 100 members) and for one of its members, computed (the
 * first time a day is asked for) and kept (every time after), with the settlement of the same day
 * beside it. 8 settled days: the 7 of the baseline and the explained one, on which a tenth of the
 * boxes lost 6 hours and a twentieth had a line down at half rate (with its fault event), so every
 * cause has boxes to name. 8,000 boxes of other members sit in the same tables.
 *
 * Explanations are computed lazily and kept (decision 0045): settlement does no more than before, so
 * its figure here is context, not a change.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { explainIncome } from '../../apps/server/src/modules/diagnosis/diagnosis.service.ts';
import { settleDay } from '../../apps/server/src/modules/settlement/settlement.service.ts';
import { peakSamplesOf, topOf } from '../../apps/server/src/modules/telemetry/kept-rates.ts';
import {
  benchApp,
  onEachDatabase,
  printFigures,
  seedMembers,
  time,
  timedSeed,
  type Figures,
} from './bench/in-process.ts';
import { ms } from './bench/stats.ts';

const { values } = parseArgs({ options: { 'skip-pglite': { type: 'boolean', default: false } } });

const OPERATOR_BOXES = 12_000;
const OTHER_BOXES = 8_000;
const SUB_MEMBERS = 100;
const DAYS = [
  '2026-03-01',
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
];
const DAY = '2026-03-08';

async function seed(database: Database): Promise<{ operatorId: number; memberId: number }> {
  const { db } = database;
  // Member 1 is the operator; 2…101 its sub-members; 102…201 members of nobody's fleet.
  await seedMembers(database, 1 + SUB_MEMBERS + 100, 'X');
  await db.execute(sql`update members set is_operator = true where id = 1`);
  await db.execute(sql`update members set operator_id = 1 where id between 2 and ${1 + SUB_MEMBERS}`);
  await db.execute(sql`
    insert into devices (sn, secret_enc, member_id, isp)
    select 'EXPL' || lpad(g::text, 7, '0'), 'x',
           case when g <= ${OPERATOR_BOXES} then 2 + g % ${SUB_MEMBERS} else ${2 + SUB_MEMBERS} + g % 100 end,
           (array['telecom','unicom','mobile'])[1 + g % 3]
      from generate_series(1, ${OPERATOR_BOXES + OTHER_BOXES}) g`);
  await db.execute(sql`
    insert into device_holdings (device_id, member_id, started_at)
    select id, member_id, '2026-02-01T00:00:00+08:00' from devices`);
  for (const day of [...DAYS, DAY]) {
    const incident = day === DAY;
    await db.execute(sql`
      insert into device_days (device_id, day, member_id, up_kbps, bytes_up, bytes_down, samples)
      select d.id, ${day}::date, d.member_id,
             array(select case
                            when ${incident} and d.id % 10 = 0 and b between 216 and 287 then -1
                            else ((20000 + 60000 * greatest(0, sin((b - 60) * pi() / 288)) + random() * 8000)
                                  * case when ${incident} and d.id % 20 = 5 then 0.5 else 1 end)::int
                          end
                     from generate_series(0, 287) b where d.id > 0),
             0, 0, case when ${incident} and d.id % 10 = 0 then 216 else 288 end
        from devices d`);
  }
  await db.execute(sql`
    update device_days set top_kbps = ${topOf(sql`up_kbps`)}, peak_samples = ${peakSamplesOf(sql`up_kbps`)}`);
  await db.execute(sql`
    insert into device_events (device_id, member_id, kind, detail, created_at)
    select id, member_id, 'line-down', '线路 ppp1 掉线', '2026-03-08T10:00:00+08:00'
      from devices where id % 20 = 5`);
  return { operatorId: 1, memberId: 2 };
}

async function measure(database: Database, label: string): Promise<Figures> {
  const figures: Figures = {};
  const app = await benchApp(database);
  const { deps } = app;
  let people = { operatorId: 0, memberId: 0 };
  await timedSeed(label, `${OPERATOR_BOXES + OTHER_BOXES} boxes × 8 days × 288 rates`, async () => {
    people = await seed(database);
  });
  for (const day of DAYS) await settleDay(deps, day);
  const settled = await time(() => settleDay(deps, DAY));
  figures['settlement of the explained day (context: unchanged by 收益诊断)'] =
    `${(settled.ms / 1000).toFixed(2)} s for ${settled.value?.devices} device-days`;

  const operator = { id: people.operatorId, isOperator: true, isSuperman: false };
  const member = { id: people.memberId, isOperator: false, isSuperman: false };
  const forget = () => deps.db.execute(sql`delete from income_explanations`);

  const runs = async (n: number, run: () => Promise<unknown>, before?: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      if (before) await before();
      times.push((await time(run)).ms);
    }
    times.sort((a, b) => a - b);
    return `median ${ms(times[Math.floor(n / 2)]!)} ms, min ${ms(times[0]!)} ms, max ${ms(times.at(-1)!)} ms (${n} runs)`;
  };

  const fleet = await explainIncome(deps, operator, { day: DAY });
  figures['fleet explanation: what it says'] =
    `${fleet.change_fen} fen change; ` +
    fleet.parts.map((p) => `${p.cause} ${p.fen} (${p.box_count} boxes)`).join(', ');
  figures[`fleet of ${OPERATOR_BOXES} boxes, ${SUB_MEMBERS} members: computed`] = await runs(
    5,
    () => explainIncome(deps, operator, { day: DAY }),
    forget,
  );
  figures['fleet: kept (every later call)'] = await runs(20, () =>
    explainIncome(deps, operator, { day: DAY }),
  );
  figures[`one member (${OPERATOR_BOXES / SUB_MEMBERS} boxes): computed`] = await runs(
    10,
    () => explainIncome(deps, member, { day: DAY }),
    forget,
  );
  figures['one box (never kept)'] = await runs(10, () =>
    explainIncome(deps, operator, { day: DAY, device_id: 10 }),
  );
  await app.close();
  return figures;
}

const results = await onEachDatabase('bench_explain', !values['skip-pglite'], measure);
printFigures('收益诊断 (issue 50 §1)', results);
