import { ALARM_THRESHOLDS, REFERRAL_OWN_BOX_DAYS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';

/** Settlement's constants of DESIGN §7, here because the SQL below is written in them. */
export const SETTLEMENT = {
  /** Top points dropped before value95: 5 % of 288, rounded down. */
  droppedTopPoints: 14,
  /** Reported buckets for full availability: 20 of 24 hours. */
  fullAvailabilityBuckets: 240,
  buckets: 288,
  /** The evening peak window 19:00–23:00: buckets 228..275 (1-based array slots 229..276). */
  peakFirstSlot: 229,
  peakLastSlot: 276,
} as const;

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
};

/**
 * Settles every device-day of `day` not settled yet, in one statement (decision 0021).
 *
 * The whole day first, from all of its day rows together (one per holder; their buckets never
 * overlap): value95 (sort the 288 rates descending, missing buckets as 0, drop the top 14, take the
 * next), availability, the ISP's price and the income in fen, floored, all in integer arithmetic.
 *
 * Then the parts: each holder's share of the whole is its share of the day's reported upload bytes
 * (by reported buckets when no byte was reported), in whole fen by the largest remainder, so the
 * parts sum exactly to the whole: each part is floor(whole × bytes / all bytes), and the fen left
 * over go one each to the parts with the largest remainders (ties to the lower member id, nobody's
 * part first). The part of the time nobody held the box (member 0) is paid to no one; it is kept on
 * every paid part of the day as `unheld_fen`, so the books can check whole = parts + unheld.
 *
 * One row per paid part is inserted; a device-day with any part settled already is skipped whole, so
 * a second run (by hand, or the nightly job after a restart) credits nobody again and never moves a
 * part to another member. Returns, per member, what was inserted now, to be credited in the same
 * transaction. A device's ISP is its own, else its room's; with neither the lowest price applies
 * (never pay for a line we cannot name).
 */
export async function insertDaySettlements(
  db: DbOrTx,
  day: string,
  prices: IspPrices,
  /** 0 outside the activity's days: the day earns no points. */
  pointsPerMbps: number,
): Promise<MemberSettled[]> {
  const lowest = Math.min(prices.telecom, prices.unicom, prices.mobile);
  return rows<MemberSettled>(
    db,
    sql`
    with parts as (
      select dd.device_id, dd.member_id, dd.up_kbps, dd.samples, dd.bytes_up, dd.bytes_down
        from device_days dd
       where dd.day = ${day}::date
         and not exists (select 1 from device_settlements s where s.device_id = dd.device_id and s.day = dd.day)
    ),
    whole as (
      select p.device_id, sum(p.samples)::int as samples, sum(p.bytes_up)::bigint as bytes_up,
             -- A day one member held throughout has one row; a handed-over day merges its rows by bucket.
             case when count(*) = 1 then min(p.up_kbps)
                  else (select array_agg(coalesce(m.v, -1) order by m.i)
                          from (select u.i, max(u.v) as v
                                  from parts p2, unnest(p2.up_kbps) with ordinality as u(v, i)
                                 where p2.device_id = p.device_id group by u.i) m) end as up_kbps
        from parts p group by p.device_id
    ),
    figures as (
      select w.device_id, w.samples, w.bytes_up as day_bytes_up,
             d.member_id as holder_now, d.room_id, d.tag_id,
             coalesce(d.province_code, r.province_code) as province_code,
             coalesce(d.city_code, r.city_code) as city_code,
             coalesce(d.isp, r.isp) as isp,
             coalesce((select greatest(v, 0) from unnest(w.up_kbps) v
                       order by greatest(v, 0) desc
                       offset ${SETTLEMENT.droppedTopPoints} limit 1), 0) as value95,
             coalesce((select max(v) from unnest(w.up_kbps) v), 0) as peak,
             (select count(*) from unnest(w.up_kbps[${SETTLEMENT.peakFirstSlot}:${SETTLEMENT.peakLastSlot}]) v
               where v >= 0) as peak_samples
        from whole w
        join devices d on d.id = w.device_id
        left join rooms r on r.id = d.room_id
    ),
    priced as (
      select f.*,
             case f.isp when 'telecom' then ${prices.telecom}::int when 'unicom' then ${prices.unicom}::int
                        when 'mobile' then ${prices.mobile}::int else ${lowest}::int end as unit_price
        from figures f
    ),
    incomes as (
      select p.*,
             case when samples >= ${SETTLEMENT.fullAvailabilityBuckets}
                  then value95::bigint * unit_price / 1000
                  else value95::bigint * unit_price * samples / (${SETTLEMENT.buckets} * 1000) end as day_income
        from priced p
    ),
    measured as (
      select pa.device_id, pa.member_id, pa.samples, pa.bytes_up, pa.bytes_down, i.day_income,
             case when i.day_bytes_up > 0 then pa.bytes_up::numeric else pa.samples::numeric end as measure,
             sum(case when i.day_bytes_up > 0 then pa.bytes_up::numeric else pa.samples::numeric end)
               over (partition by pa.device_id) as all_measure
        from parts pa join incomes i on i.device_id = pa.device_id
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
    split as (
      select r.device_id, r.member_id, r.samples, r.bytes_up, r.bytes_down, r.day_income,
             r.base + case when r.place <= r.left_over then 1 else 0 end as part
        from ranked r
    ),
    unheld as (
      select device_id, coalesce(sum(part) filter (where member_id = 0), 0)::bigint as fen
        from split group by device_id
    ),
    inserted as (
      insert into device_settlements
        (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples, availability_bp,
         isp, unit_price_fen, income_fen, day_income_fen, unheld_fen, bytes_up, bytes_down,
         room_id, tag_id, province_code, city_code, points)
      select sp.device_id, ${day}::date, sp.member_id, i.value95, greatest(i.peak, 0), sp.samples, i.peak_samples,
             case when i.samples >= ${SETTLEMENT.fullAvailabilityBuckets} then 10000
                  else i.samples * 10000 / ${SETTLEMENT.buckets} end,
             i.isp, i.unit_price, sp.part, sp.day_income, u.fen, sp.bytes_up, sp.bytes_down,
             -- Placement is the present holder's: an earlier holder's part keeps none of it.
             case when sp.member_id = i.holder_now then i.room_id end,
             case when sp.member_id = i.holder_now then i.tag_id end,
             i.province_code, i.city_code,
             -- Each part earns by the buckets it was held in: value95 kbps × samples / 288 / 1000 Mbps-days.
             (i.value95::bigint * sp.samples * ${pointsPerMbps}::int / 288000)::int
        from split sp
        join incomes i on i.device_id = sp.device_id
        join unheld u on u.device_id = sp.device_id
       where sp.member_id <> 0
      on conflict (device_id, day, member_id) do nothing
      returning device_id, member_id, income_fen, points
    )
    -- A closed inviter earns no more referral (decision 0020): the platform keeps it.
    select i.member_id as "memberId",
           (select v.id from members v where v.id = m.inviter_id and v.status <> 'closed') as "inviterId",
           m.mobile,
           count(*)::int as devices, min(i.device_id)::int as "firstDeviceId",
           sum(i.income_fen)::bigint as "incomeFen",
           coalesce(sum(i.income_fen) filter (where not exists (
             select 1 from device_holdings h
              where h.device_id = i.device_id and h.member_id = m.inviter_id
                and h.started_at < (${day}::date + 1)::timestamp at time zone 'Asia/Shanghai'
                and (h.ended_at is null
                     or h.ended_at > (${day}::date - ${REFERRAL_OWN_BOX_DAYS}::int)::timestamp at time zone 'Asia/Shanghai')
           )), 0)::bigint as "referralBaseFen",
           coalesce(sum(i.points), 0)::bigint as points
      from inserted i join members m on m.id = i.member_id
     group by i.member_id, m.inviter_id, m.mobile
     order by i.member_id`,
  ).then((list) =>
    list.map((r) => ({
      ...r,
      incomeFen: Number(r.incomeFen),
      referralBaseFen: Number(r.referralBaseFen),
      points: Number(r.points),
    })),
  );
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

/** Points the device-days just settled for a member at the credit that paid them. */
export async function linkTransfers(
  db: DbOrTx,
  day: string,
  links: { memberId: number; transferId: number }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.execute(sql`
    update device_settlements s set transfer_id = l.transfer_id
      from unnest(${sql.param(links.map((l) => l.memberId))}::int[],
                  ${sql.param(links.map((l) => l.transferId))}::bigint[]) as l(member_id, transfer_id)
     where s.day = ${day}::date and s.member_id = l.member_id
       and s.transfer_id is null and s.income_fen > 0`);
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
 * for the same member and day, and credits the member exactly the sum of the device-days it names.
 */
export async function settlementMismatches(db: DbOrTx): Promise<SettlementProblem[]> {
  return rows<SettlementProblem>(
    db,
    sql`
    select 'uncredited' as what, device_id || '@' || day as id, income_fen as expected, 0 as actual
      from device_settlements where income_fen > 0 and transfer_id is null
    union all
    select 'credit' as what, t.id::text, s.total, coalesce(e.credit, 0)
      from (select transfer_id, sum(income_fen)::bigint as total, min(member_id) as member_id,
                   min(day) as day, count(distinct (member_id, day)) as owners
              from device_settlements where transfer_id is not null group by transfer_id) s
      join ledger_transfers t on t.id = s.transfer_id
      left join (select e.transfer_id, sum(e.amount_fen)::bigint as credit
                   from ledger_entries e join ledger_accounts a on a.id = e.account_id
                  where a.kind = 'member_balance' group by e.transfer_id) e on e.transfer_id = t.id
     where s.owners <> 1 or t.kind <> 'settlement' or t.member_id <> s.member_id or t.day <> s.day
        or coalesce(e.credit, 0) <> s.total
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
