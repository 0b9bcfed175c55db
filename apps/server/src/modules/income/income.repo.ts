import type { IncomeDayRow, IncomeDeviceRow, MoneyRecord } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, preparedRows, rows } from '../../db/sql.ts';
import { scopeOn, type Scope } from '../accounts/scope.ts';

// ---- the money record: lines of the caller's balance account ------------------------------------

const KIND_FILTER = {
  all: sql`true`,
  income: sql`t.kind in ('settlement', 'referral', 'lottery_prize')`,
  withdraw: sql`t.kind in ('withdraw_request', 'withdraw_paid', 'withdraw_rejected')`,
} as const;

/**
 * The member's balance lines (/account/money-record) in business order, newest first: by the day the
 * line is about (the day settled, for income; the Beijing day it was requested or paid, for a
 * withdrawal), then by posting order (issue 12). History posted out of order (a late settlement, the
 * demo's backfill posted newest first) still reads forwards: each line's balance is the running
 * balance in this order, so it ends at the real balance. Filters (kind, start..end) pick lines by
 * the same business day; the running balance counts every line before them.
 */
export async function moneyRecords(
  db: DbOrTx,
  memberId: number,
  q: {
    page: number;
    pageSize: number;
    kind: keyof typeof KIND_FILTER;
    start?: string | undefined;
    end?: string | undefined;
  },
): Promise<{ data: MoneyRecord[]; total: number }> {
  const parts: SQL[] = [KIND_FILTER[q.kind]];
  if (q.start) parts.push(sql`t.business_day >= ${q.start}::date`);
  if (q.end) parts.push(sql`t.business_day <= ${q.end}::date`);
  const where = sql.join(parts, sql` and `);
  const lines = sql`
    with mine as (
      select e.id, e.transfer_id, t.kind, t.memo, e.amount_fen, t.day, e.created_at,
             coalesce(t.day, (e.created_at at time zone 'Asia/Shanghai')::date) as business_day
        from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
       where e.account_id = (select a.id from ledger_accounts a
                              where a.kind = 'member_balance' and a.member_id = ${memberId})
    ), t as (
      select m.*, sum(m.amount_fen) over (order by m.business_day, m.id rows unbounded preceding) as balance_after
        from mine m
    )`;
  const list = await rows<Omit<MoneyRecord, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`${lines}
        select t.id::int as id, t.transfer_id::int as transfer_id, t.kind, t.memo, t.amount_fen,
               t.balance_after::bigint as balance_after_fen, to_char(t.day, 'YYYY-MM-DD') as day, t.created_at
          from t where ${where}
         order by t.business_day desc, t.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await firstRow<{ n: number }>(
    db,
    sql`${lines} select count(*)::int as n from t where ${where}`,
  );
  return {
    data: list.map((r) => ({
      ...r,
      amount_fen: Number(r.amount_fen),
      balance_after_fen: Number(r.balance_after_fen),
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

// ---- settled days --------------------------------------------------------------------------------

/** One row per settled day between `from` and `to` with anything settled, newest first. */
export async function incomeByDay(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<IncomeDayRow[]> {
  return rows<IncomeDayRow>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, sum(s.income_fen)::bigint as income_fen,
               count(*)::int as devices, sum(s.value95_kbps)::bigint as value95_kbps,
               sum(s.bytes_up)::float8 as bytes_up, sum(s.bytes_down)::float8 as bytes_down
          from device_settlements s
         where ${scopeOn(scope, sql`s.member_id`)} and s.day between ${from}::date and ${to}::date
         group by s.day order by s.day desc`,
  );
}

// A box's name is its present holder's: a part of someone who no longer holds it shows none.
const DEVICE_ROW = sql`
  to_char(s.day, 'YYYY-MM-DD') as day, s.device_id, coalesce(d.sn, '') as sn,
  case when d.member_id = s.member_id then d.name else '' end as name,
  s.member_id, coalesce(m.mobile, '') as member_mobile, s.value95_kbps, s.peak_kbps, s.availability_bp,
  s.samples * 5 as online_minutes, s.isp, s.unit_price_fen, s.income_fen,
  s.bytes_up::float8 as bytes_up, s.bytes_down::float8 as bytes_down`;
const DEVICE_FROM = sql`
  from device_settlements s
  left join devices d on d.id = s.device_id
  left join members m on m.id = s.member_id`;

/** A scope's total of a settled day (income, parts), from the holders' kept totals (migration 0026). */
function dayTotalOf(scope: Scope, day: string): SQL {
  return sql`select coalesce(sum(k.income_fen), 0)::bigint as total_fen, coalesce(sum(k.devices), 0)::int as total_devices
               from settlement_day_totals k
              where k.day = ${day}::date and ${scopeOn(scope, sql`k.member_id`)}`;
}

/** How many parts of a settled day the scope holds, and the whole day: which way finds its pages. */
export type DayShare = { scopeParts: number; dayParts: number };

export async function dayShare(db: DbOrTx, scope: Scope, day: string): Promise<DayShare> {
  const [share] = await rows<DayShare>(
    db,
    sql`select (select t.total_devices from (${dayTotalOf(scope, day)}) t) as "scopeParts",
               (select t.total_devices from (${dayTotalOf({ everyone: true }, day)}) t) as "dayParts"`,
  );
  return share ?? { scopeParts: 0, dayParts: 0 };
}

/**
 * How a page of a day's income by device is found (decision 0035). The walk reads the day's index in
 * income order and keeps the scope's parts: about `page × pageSize × day ÷ scope` entries at ~0.2 µs.
 * The sort reads the scope's parts of the day and sorts them: ~0.6 µs a part. So the walk, once
 * scope² ≥ 6 × page × day (pageSize cancels out, near enough). Staff, whose scope is the whole day,
 * always walk (the service asks no share for them).
 */
export type IncomeWay = 'walk' | 'sort';

export function incomeWay(share: DayShare, page: number): IncomeWay {
  return share.scopeParts * share.scopeParts >= 6 * page * share.dayParts ? 'walk' : 'sort';
}

/**
 * A settled day's income by device (best first), paged, with the scope's total of the day, in one
 * prepared statement (issue 17 §1). The total is the sum of the holders' kept day totals (migration
 * 0026), not of the thousands of parts of a fleet's day on every page. Either way filters by the
 * scope, so the way never decides what a caller sees, only how fast.
 */
export async function incomeByDevice(
  db: DbOrTx,
  scope: Scope,
  day: string,
  page: number,
  pageSize: number,
  way: IncomeWay,
): Promise<{ data: IncomeDeviceRow[]; total: { income_fen: number; devices: number } }> {
  const limit = sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const pageOfScope =
    way === 'walk'
      ? // The day's index alone, fenced by `offset 0` so that the holder index cannot be chosen for
        // it; each part found is then read by its key (`limit 1` keeps that a lookup per part).
        sql`select s.* from (
              select w.device_id, w.member_id, w.income_fen
                from (select r.device_id, r.member_id, r.income_fen from device_settlements r
                       where r.day = ${day}::date order by r.income_fen desc, r.device_id offset 0) w
               where ${scopeOn(scope, sql`w.member_id`)}
               order by w.income_fen desc, w.device_id ${limit}) w
            cross join lateral (select s.* from device_settlements s
                                 where s.device_id = w.device_id and s.day = ${day}::date and s.member_id = w.member_id
                                 limit 1) s`
      : // Fenced too: the scope's parts by the holder index, then sorted, whatever plan is cached.
        sql`select s.* from (select s.* from device_settlements s
                              where s.day = ${day}::date and ${scopeOn(scope, sql`s.member_id`)} offset 0) s
             order by s.income_fen desc, s.device_id ${limit}`;
  const found = await preparedRows<IncomeDeviceRow & { total_fen: number; total_devices: number }>(
    db,
    sql`with page as (${pageOfScope})
        select t.total_fen, t.total_devices, ${DEVICE_ROW}
          from page s
          left join devices d on d.id = s.device_id
          left join members m on m.id = s.member_id
         right join (${dayTotalOf(scope, day)}) t on true
         order by s.income_fen desc, s.device_id`,
  );
  const first = found[0];
  const data: IncomeDeviceRow[] = [];
  // The totals' row alone (no part joined to it) has no device: a page past the end.
  for (const { total_fen: _fen, total_devices: _devices, ...row } of found)
    if (row.device_id !== null) data.push(row);
  return { data, total: { income_fen: Number(first?.total_fen ?? 0), devices: first?.total_devices ?? 0 } };
}

/**
 * The next batch of one day's device rows for the export, by device id after `afterDeviceId`: a
 * keyset page, so every batch is an index range and never an ever-growing offset.
 */
export async function exportBatch(
  db: DbOrTx,
  scope: Scope,
  day: string,
  afterDeviceId: number,
  limit: number,
): Promise<IncomeDeviceRow[]> {
  return rows<IncomeDeviceRow>(
    db,
    sql`select ${DEVICE_ROW} ${DEVICE_FROM}
         where s.day = ${day}::date and ${scopeOn(scope, sql`s.member_id`)} and s.device_id > ${afterDeviceId}
         order by s.device_id limit ${limit}`,
  );
}

/** Days between `from` and `to` that have settled rows in scope (the export walks only these). */
export async function settledDaysIn(db: DbOrTx, scope: Scope, from: string, to: string): Promise<string[]> {
  const list = await rows<{ day: string }>(
    db,
    sql`select distinct to_char(s.day, 'YYYY-MM-DD') as day from device_settlements s
         where ${scopeOn(scope, sql`s.member_id`)} and s.day between ${from}::date and ${to}::date
         order by day`,
  );
  return list.map((r) => r.day);
}

// ---- income credited, from the ledger ------------------------------------------------------------

/** A settlement's credit: its positive leg (the member's balance), read by the transfer index. */
const CREDIT = sql`(select sum(e.amount_fen) from ledger_entries e where e.transfer_id = t.id and e.amount_fen > 0)`;

/**
 * Device income per settled day between `from` and `to`, from the settlement credits: one transfer per
 * member and day (reconciliation proves it equals the device rows it pays), so a month of an
 * operator's fleet is a few thousand ledger rows instead of every device-day. For the whole platform
 * the settlement runs' own totals are one row a day.
 */
export async function creditedByDay(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<{ day: string; income_fen: number }[]> {
  if (scope.everyone) {
    return rows(
      db,
      sql`select to_char(r.day, 'YYYY-MM-DD') as day, r.income_fen::bigint as income_fen
            from settlement_runs r where r.day between ${from}::date and ${to}::date and r.income_fen > 0
           order by r.day`,
    );
  }
  return rows(
    db,
    sql`select to_char(t.day, 'YYYY-MM-DD') as day, sum(${CREDIT})::bigint as income_fen
          from ledger_transfers t
         where t.kind = 'settlement' and ${scopeOn(scope, sql`t.member_id`)}
           and t.day between ${from}::date and ${to}::date
         group by t.day order by t.day`,
  );
}

/** All device income ever credited in scope. */
export async function creditedTotal(db: DbOrTx, scope: Scope): Promise<number> {
  const row = scope.everyone
    ? await firstRow<{ n: number }>(
        db,
        sql`select coalesce(sum(income_fen), 0)::bigint as n from settlement_runs`,
      )
    : await firstRow<{ n: number }>(
        db,
        sql`select coalesce(sum(${CREDIT}), 0)::bigint as n
              from ledger_transfers t
             where t.kind = 'settlement' and ${scopeOn(scope, sql`t.member_id`)}`,
      );
  return Number(row?.n ?? 0);
}

/** Days before `today` whose settlement has finished (their income is final). */
export async function isSettled(db: DbOrTx, day: string): Promise<boolean> {
  const row = await firstRow<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from settlement_runs where day = ${day}::date and finished_at is not null) as ok`,
  );
  return row?.ok ?? false;
}
