import { ALARM_THRESHOLDS, REFERRAL_OWN_BOX_DAYS } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { transferIdReserved } from '../ledger/ledger.service.ts';
import { KEPT_RATES } from '../telemetry/kept-rates.ts';

/** Settlement's constants of DESIGN §7, here because the SQL below is written in them. */
export const SETTLEMENT = {
  /** value95 is the 15th highest rate: the top 5 % of 288 (14 points) dropped, the next one kept. */
  value95Place: KEPT_RATES.kept,
  /** Reported buckets for full availability: 20 of 24 hours. */
  fullAvailabilityBuckets: 240,
  buckets: 288,
} as const;

/**
 * value95 read off a day's kept top rates, highest first (DESIGN §7): the 15th highest of the 288,
 * missing buckets counting as 0, so 0 while fewer than 15 are kept. Settlement and the fleet exporter
 * (modules/open-api, today's value95 so far) both read it here.
 */
export const value95Of = (top: SQL): SQL => sql`coalesce((${top})[${SETTLEMENT.value95Place}], 0)`;

export type IspPrices = { telecom: number; unicom: number; mobile: number };

export type MemberSettled = {
  memberId: number;
  inviterId: number | null;
  /** The invitee's mobile, masked in the referral memo. */
  mobile: string;
  devices: number;
  /** The lowest device id settled now for this member: names the credit (see settlement.service). */
  firstDeviceId: number;
  incomeFen: number;
  /**
   * The part of `incomeFen` the inviter earns referral on: not the income of a box the inviter held
   * in the 90 days before the day (DESIGN §8), so moving one's own boxes to an invitee earns nothing.
   */
  referralBaseFen: number;
  /** Activity points of these device-days: floor(value95 Mbps × hours online / 24 × points per Mbps). */
  points: number;
  /** The id reserved for the credit of `incomeFen`, named by the rows written; null without income. */
  creditId: number | null;
};

/**
 * Settles every device-day of `day` not settled yet (decision 0021, issue 17 §2) in one statement:
 * writes a row per paid part, each naming the credit that will pay it (an id reserved now from the
 * ledger, one per member with income), and returns per member what the credits must pay, to be
 * written with those ids in the same transaction.
 *
 * The whole day first: value95 (the 288 rates descending, missing buckets as 0, the top 14 dropped,
 * the next taken) and the peak, read off the top rates each day row keeps as samples arrive (no sort
 * of 288 rates per box), availability, the ISP's price and the income in fen, floored, all in
 * integer arithmetic.
 *
 * Then the parts. Most boxes had one holder all day: one day row, paid whole, read straight off the
 * row. A handed-over day has a row per holder (their buckets never overlap): its whole comes from
 * all of them, split by each holder's share of the day's reported upload bytes (by reported buckets
 * when no byte was reported), in whole fen by the largest remainder, so the parts sum exactly to the
 * whole: each part is floor(whole × bytes / all bytes), and the fen left over go one each to the parts
 * with the largest remainders (ties to the lower member id, nobody's part first). The part of the
 * time nobody held the box (member 0) is paid to no one; it is kept on every paid part of the day as
 * `unheld_fen`, so the books can check whole = parts + unheld.
 *
 * A device-day with any part settled already is left out whole, so a second run (by hand, or the
 * nightly job after a restart) credits nobody again and never moves a part to another member; a row
 * settled meanwhile fails the statement on its key rather than being skipped. A device's ISP is its
 * own, else its room's; with neither the lowest price applies (never pay for a line we cannot name).
 */
export async function insertDaySettlements(
  db: DbOrTx,
  day: string,
  prices: IspPrices,
  /** 0 outside the activity's days: the day earns no points. */
  pointsPerMbps: number,
): Promise<MemberSettled[]> {
  const lowest = Math.min(prices.telecom, prices.unicom, prices.mobile);
  // What a box's whole day earns, from its figures (`w`) and its ISP's price.
  const pricing = sql`
      join devices d on d.id = w.device_id
      left join rooms r on r.id = d.room_id
      cross join lateral (
        select coalesce(d.isp, r.isp) as isp,
               case coalesce(d.isp, r.isp) when 'telecom' then ${prices.telecom}::int
                    when 'unicom' then ${prices.unicom}::int when 'mobile' then ${prices.mobile}::int
                    else ${lowest}::int end as unit_price) pl
      cross join lateral (
        select case when w.samples >= ${SETTLEMENT.fullAvailabilityBuckets} then 10000
                    else w.samples * 10000 / ${SETTLEMENT.buckets} end as availability_bp,
               case when w.samples >= ${SETTLEMENT.fullAvailabilityBuckets}
                    then w.value95::bigint * pl.unit_price / 1000
                    else w.value95::bigint * pl.unit_price * w.samples / (${SETTLEMENT.buckets} * 1000) end
                 as day_income) inc`;
  // A part's row, once its share (`sp.part`) of the whole day is known.
  const partColumns = sql`
      sp.device_id, sp.member_id, w.value95, w.peak, sp.samples, w.peak_samples, inc.availability_bp,
      pl.isp, pl.unit_price, sp.part as income_fen, inc.day_income as day_income_fen, sp.unheld as unheld_fen,
      sp.bytes_up, sp.bytes_down,
      -- Placement is the present holder's: an earlier holder's part keeps none of it.
      case when sp.member_id = d.member_id then d.room_id end as room_id,
      case when sp.member_id = d.member_id then d.tag_id end as tag_id,
      coalesce(d.province_code, r.province_code) as province_code, coalesce(d.city_code, r.city_code) as city_code,
      -- Each part earns by the buckets it was held in: value95 kbps × samples / 288 / 1000 Mbps-days.
      (w.value95::bigint * sp.samples * ${pointsPerMbps}::int / 288000)::int as points`;
  const figures = (top: SQL) => sql`
      ${value95Of(top)} as value95, greatest(coalesce((${top})[1], 0), 0) as peak`;

  const list = await rows<MemberSettled>(
    db,
    sql`
    with rows_of_day as (
      select dd.device_id, dd.member_id, dd.samples, dd.bytes_up, dd.bytes_down, dd.peak_samples, dd.top_kbps
        from device_days dd
       where dd.day = ${day}::date
         and not exists (select 1 from device_settlements s where s.device_id = dd.device_id and s.day = dd.day)
    ),
    -- The few boxes with more than one row that day (a day is settled whole or not at all).
    handed_over as (
      select array(select device_id from rows_of_day group by device_id having count(*) > 1) as ids
    ),
    single as (
      select ${partColumns}
        from rows_of_day dd
        cross join lateral (
          select dd.device_id, dd.member_id, dd.samples, dd.bytes_up, dd.bytes_down, dd.peak_samples,
                 ${figures(sql`dd.top_kbps`)}) w
        ${pricing}
        cross join lateral (select w.*, inc.day_income as part, 0::bigint as unheld) sp
       where dd.member_id <> 0 and dd.device_id <> all((select ids from handed_over)::int[])
    ),
    parts as (
      select * from rows_of_day where device_id = any((select ids from handed_over)::int[])
    ),
    whole as (
      select p.device_id, sum(p.samples)::int as samples, sum(p.bytes_up)::bigint as bytes_up,
             sum(p.peak_samples)::int as peak_samples,
             -- The holders' buckets are disjoint: the day's top rates are the top of theirs together.
             ${figures(sql`select array_agg(v order by v desc)
                             from (select unnest(p2.top_kbps) as v from parts p2 where p2.device_id = p.device_id
                                    order by 1 desc limit ${KEPT_RATES.kept}) t`)}
        from parts p group by p.device_id
    ),
    measured as (
      select pa.device_id, pa.member_id, pa.samples, pa.bytes_up, pa.bytes_down, inc.day_income,
             case when w.bytes_up > 0 then pa.bytes_up::numeric else pa.samples::numeric end as measure,
             sum(case when w.bytes_up > 0 then pa.bytes_up::numeric else pa.samples::numeric end)
               over (partition by pa.device_id) as all_measure
        from parts pa join whole w on w.device_id = pa.device_id
        ${pricing}
    ),
    floored as (
      select m.*, floor(m.day_income * m.measure / m.all_measure)::bigint as base,
             mod(m.day_income * m.measure, m.all_measure) as remainder
        from measured m
    ),
    ranked as (
      select f.*, f.day_income - sum(f.base) over (partition by f.device_id) as left_over,
             row_number() over (partition by f.device_id order by f.remainder desc, f.member_id) as place
        from floored f
    ),
    shared as (
      select r.device_id, r.member_id, r.samples, r.bytes_up, r.bytes_down,
             r.base + case when r.place <= r.left_over then 1 else 0 end as part
        from ranked r
    ),
    split as (
      select sh.*, coalesce(sum(sh.part) filter (where sh.member_id = 0) over (partition by sh.device_id), 0)::bigint
               as unheld
        from shared sh
    ),
    settled as (
      select * from single
      union all
      select ${partColumns}
        from split sp join whole w on w.device_id = sp.device_id
        ${pricing}
       where sp.member_id <> 0
    ),
    credits as (
      select member_id, ${transferIdReserved} as transfer_id
        from settled group by member_id having sum(income_fen) > 0
    ),
    inserted as (
      insert into device_settlements
        (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples, availability_bp,
         isp, unit_price_fen, income_fen, day_income_fen, unheld_fen, bytes_up, bytes_down,
         room_id, tag_id, province_code, city_code, points, transfer_id)
      select s.device_id, ${day}::date, s.member_id, s.value95, s.peak, s.samples, s.peak_samples, s.availability_bp,
             s.isp, s.unit_price, s.income_fen, s.day_income_fen, s.unheld_fen, s.bytes_up, s.bytes_down,
             s.room_id, s.tag_id, s.province_code, s.city_code, s.points,
             case when s.income_fen > 0 then c.transfer_id end
        from settled s left join credits c on c.member_id = s.member_id
       -- In key order: the primary key's pages are visited once each, in turn.
       order by s.device_id, s.member_id
      returning device_id, member_id, income_fen, points
    ),
    sums as (
      select member_id, count(*)::int as devices, min(device_id)::int as first_device_id,
             sum(income_fen)::bigint as income_fen, sum(points)::bigint as points
        from inserted group by member_id
    ),
    -- Income of boxes the member's inviter held in the 90 days before: no referral on it (DESIGN §8).
    inviters_own as (
      select i.member_id, sum(i.income_fen)::bigint as fen
        from inserted i join members m on m.id = i.member_id
       where m.inviter_id is not null
         and exists (select 1 from device_holdings h
                      where h.device_id = i.device_id and h.member_id = m.inviter_id
                        and h.started_at < (${day}::date + 1)::timestamp at time zone 'Asia/Shanghai'
                        and (h.ended_at is null
                             or h.ended_at > (${day}::date - ${REFERRAL_OWN_BOX_DAYS}::int)::timestamp at time zone 'Asia/Shanghai'))
       group by i.member_id
    )
    -- A closed inviter earns no more referral (decision 0020): the platform keeps it.
    select m.id as "memberId",
           (select v.id from members v where v.id = m.inviter_id and v.status <> 'closed') as "inviterId",
           m.mobile, s.devices, s.first_device_id as "firstDeviceId", s.income_fen as "incomeFen",
           s.income_fen - coalesce(o.fen, 0) as "referralBaseFen", s.points,
           c.transfer_id as "creditId"
      from sums s
      join members m on m.id = s.member_id
      left join inviters_own o on o.member_id = s.member_id
      left join credits c on c.member_id = s.member_id
     order by m.id`,
  );
  return list.map((r) => ({
    ...r,
    incomeFen: Number(r.incomeFen),
    referralBaseFen: Number(r.referralBaseFen),
    points: Number(r.points),
    creditId: r.creditId === null ? null : Number(r.creditId),
  }));
}

/**
 * Boxes whose value95 of `day` is under half of their own average over the 7 days before (with at least
 * 3 of those days settled): the low-value95 alarm (DEVICE_ALARMS), as of the day just settled.
 */
export async function lowValue95Boxes(
  db: DbOrTx,
  day: string,
): Promise<{ device_id: number; sn: string; member_id: number | null; last: number; week: number }[]> {
  return rows(
    db,
    sql`
    with per_day as (
      select device_id, day, max(value95_kbps) as v from device_settlements
       where day between ${day}::date - 7 and ${day}::date group by device_id, day
    ), w as (
      select device_id, max(v) filter (where day = ${day}::date) as last,
             avg(v) filter (where day < ${day}::date) as week, count(*) filter (where day < ${day}::date) as days
        from per_day group by device_id
    )
    select w.device_id, d.sn, d.member_id, w.last::int as last, round(w.week)::int as week
      from w join devices d on d.id = w.device_id
     where w.last is not null and w.days >= ${ALARM_THRESHOLDS.lowValue95MinDays}
       and w.last < w.week * ${ALARM_THRESHOLDS.lowValue95Share}`,
  );
}

export async function startRun(db: DbOrTx, day: string): Promise<void> {
  await db.execute(sql`
    insert into settlement_runs (day) values (${day}::date)
    on conflict (day) do update set started_at = now()`);
}

export async function finishRun(
  db: DbOrTx,
  day: string,
  added: { devices: number; incomeFen: number; referralFen: number },
): Promise<void> {
  await db.execute(sql`
    update settlement_runs
       set devices = devices + ${added.devices}, income_fen = income_fen + ${added.incomeFen},
           referral_fen = referral_fen + ${added.referralFen}, finished_at = now()
     where day = ${day}::date`);
}

/** Days (before today, within `lookbackDays`) with day rows but no finished settlement run. */
export async function unsettledDays(db: DbOrTx, lookbackDays: number): Promise<string[]> {
  const list = await rows<{ day: string }>(
    db,
    sql`
    with today as (select (now() at time zone 'Asia/Shanghai')::date as d)
    select to_char(dd.day, 'YYYY-MM-DD') as day
      from (select distinct day from device_days, today
             where day < today.d and day >= today.d - ${lookbackDays}::int) dd
     where not exists (select 1 from settlement_runs r where r.day = dd.day and r.finished_at is not null)
     order by dd.day`,
  );
  return list.map((r) => r.day);
}

export async function shanghaiToday(db: DbOrTx): Promise<string> {
  const row = await firstRow<{ d: string }>(
    db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as d`,
  );
  return row!.d;
}

// ---------------------------------------------------------------------------------------------
// Reconciliation of settlements against the ledger.

export type SettlementProblem = { what: string; id: string; expected: number; actual: number };

/**
 * Every settled device-day with income is credited exactly once: its transfer exists, is a settlement
 * for the same member and day, and credits the member exactly the sum of the device-days it names; and
 * each holder's kept day total is the sum of its parts.
 */
export async function settlementMismatches(db: DbOrTx): Promise<SettlementProblem[]> {
  return rows<SettlementProblem>(
    db,
    sql`
    select 'uncredited' as what, device_id || '@' || day as id, income_fen as expected, 0 as actual
      from device_settlements where income_fen > 0 and transfer_id is null
    union all
    select 'credit' as what, s.transfer_id::text, s.total, coalesce(e.credit, 0)
      from (select transfer_id, sum(income_fen)::bigint as total, min(member_id) as member_id,
                   min(day) as day, count(distinct (member_id, day)) as owners
              from device_settlements where transfer_id is not null group by transfer_id) s
      left join ledger_transfers t on t.id = s.transfer_id
      left join (select e.transfer_id, sum(e.amount_fen)::bigint as credit
                   from ledger_entries e join ledger_accounts a on a.id = e.account_id
                  where a.kind = 'member_balance' group by e.transfer_id) e on e.transfer_id = s.transfer_id
     -- A credit that does not exist (no foreign key keeps it, decision 0026) fails every comparison.
     where t.id is null or s.owners <> 1 or t.kind <> 'settlement' or t.member_id <> s.member_id
        or t.day <> s.day or coalesce(e.credit, 0) <> s.total
    union all
    select 'unknown-member' as what, s.device_id || '@' || s.day || ':' || s.member_id, 1, 0
      from device_settlements s
     where not exists (select 1 from members m where m.id = s.member_id)
    union all
    -- Each holder's kept day total (migration 0026) against its parts.
    select 'day-total' as what, coalesce(f.member_id, k.member_id) || '@' || coalesce(f.day, k.day) as id,
           coalesce(f.income_fen, -1) as expected, coalesce(k.income_fen, -1) as actual
      from (select day, member_id, count(*)::int as devices, sum(income_fen)::bigint as income_fen
              from device_settlements group by 1, 2) f
      full join settlement_day_totals k on k.day = f.day and k.member_id = f.member_id
     where f.devices is distinct from k.devices or f.income_fen is distinct from k.income_fen
    union all
    select 'orphan-credit' as what, t.id::text, 0, 1
      from ledger_transfers t
     where t.kind = 'settlement' and not exists (select 1 from device_settlements s where s.transfer_id = t.id)
    limit 100`,
  );
}

/**
 * The parts of every settled device-day (decision 0021): they and the unheld part sum to the whole
 * day's income; each went to a member who held the box that day (a day row of theirs, and a holding
 * that overlaps the Beijing day); and all parts of a day name the same whole and unheld figures.
 */
export async function partMismatches(db: DbOrTx): Promise<SettlementProblem[]> {
  return rows<SettlementProblem>(
    db,
    sql`
    select 'parts-sum' as what, device_id || '@' || day as id,
           max(day_income_fen)::bigint as expected, (sum(income_fen) + max(unheld_fen))::bigint as actual
      from device_settlements
     group by device_id, day
    having sum(income_fen) + max(unheld_fen) <> max(day_income_fen)
        or min(day_income_fen) <> max(day_income_fen) or min(unheld_fen) <> max(unheld_fen)
    union all
    select 'part-not-held' as what, s.device_id || '@' || s.day || ':' || s.member_id as id, 1, 0
      from device_settlements s
     where not exists (select 1 from device_days dd
                        where dd.device_id = s.device_id and dd.day = s.day and dd.member_id = s.member_id)
        or not exists (select 1 from device_holdings h
                        where h.device_id = s.device_id and h.member_id = s.member_id
                          and h.started_at < ((s.day + 1)::timestamp at time zone 'Asia/Shanghai')
                          and (h.ended_at is null or h.ended_at > (s.day::timestamp at time zone 'Asia/Shanghai')))
    limit 100`,
  );
}

export async function settledDeviceDays(db: DbOrTx): Promise<{ deviceDays: number; incomeFen: number }> {
  const row = await firstRow<{ n: number; income: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(income_fen), 0)::text as income from device_settlements`,
  );
  return { deviceDays: row?.n ?? 0, incomeFen: Number(row?.income ?? 0) };
}

/** The newest day whose settlement finished: epoch seconds of its start (00:00 Beijing); null before any. */
export async function newestSettledDayStart(db: DbOrTx): Promise<number | null> {
  const row = await firstRow<{ start: number | null }>(
    db,
    sql`select extract(epoch from max(day)::timestamp at time zone 'Asia/Shanghai')::float8 as start
          from settlement_runs where finished_at is not null`,
  );
  return row?.start ?? null;
}

export type ReconciliationRun = {
  seconds: number;
  problems: number;
  firstProblems: unknown[];
  deviceDays: number;
};

export async function insertReconciliationRun(db: DbOrTx, run: ReconciliationRun): Promise<void> {
  await db.execute(sql`
    insert into reconciliation_runs (seconds, problems, first_problems, device_days)
    values (${run.seconds}, ${run.problems}, ${JSON.stringify(run.firstProblems)}::jsonb, ${run.deviceDays})`);
}

/** The last reconciliation: when it finished (epoch seconds) and how many problems it found. */
export async function lastReconciliationRun(
  db: DbOrTx,
): Promise<{ finishedAt: number; problems: number } | null> {
  const row = await firstRow<{ finished_at: number; problems: number }>(
    db,
    sql`select extract(epoch from finished_at)::float8 as finished_at, problems
          from reconciliation_runs order by id desc limit 1`,
  );
  return row ? { finishedAt: row.finished_at, problems: row.problems } : null;
}

/**
 * The reconciliation walks the whole ledger and every settled device-day, so it may take longer than
 * a request statement may (DATABASE_STATEMENT_TIMEOUT_MS): within its transaction it gets this.
 */
export async function allowLongStatements(db: DbOrTx): Promise<void> {
  await db.execute(sql`set local statement_timeout = '30min'`);
}
