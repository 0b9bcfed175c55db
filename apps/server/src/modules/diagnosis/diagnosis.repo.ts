import type { Explanation } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, intArray, rows } from '../../db/sql.ts';
import { scopeOn, type Scope } from '../accounts/scope.ts';

/** The settled days up to `day` (or the newest), newest first: the day and the ones before it. */
export function settledDaysUpTo(db: DbOrTx, day: string | null, count: number): Promise<{ day: string }[]> {
  return rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day from settlement_runs
        where finished_at is not null ${day ? sql`and day <= ${day}::date` : sql``}
        order by day desc limit ${count}`,
  );
}

/** One holder's part of a settled box-day, with the box-day's facts. */
export type PartRow = {
  device_id: number;
  day: string;
  member_id: number;
  income_fen: number;
  day_income_fen: number;
  value95_kbps: number;
  samples: number;
  availability_bp: number;
  unit_price_fen: number;
  isp: string | null;
};

const onDevice = (deviceId: number | null, column: SQL) =>
  deviceId === null ? sql`true` : sql`${column} = ${deviceId}`;

/** The scope's settled parts of the days (and of one box, when named). */
export function settledParts(
  db: DbOrTx,
  scope: Scope,
  days: string[],
  deviceId: number | null,
): Promise<PartRow[]> {
  return rows(
    db,
    sql`select s.device_id, to_char(s.day, 'YYYY-MM-DD') as day, s.member_id, s.income_fen::bigint as income_fen,
               s.day_income_fen::bigint as day_income_fen, s.value95_kbps, s.samples, s.availability_bp,
               s.unit_price_fen, s.isp
          from device_settlements s
         where s.day = any(${`{${days.join(',')}}`}::date[]) and ${scopeOn(scope, sql`s.member_id`)}
           and ${onDevice(deviceId, sql`s.device_id`)}`,
  );
}

/** The scope's holdings of boxes that overlap [from, to) (epoch seconds of Beijing day edges). */
export function holdingsOverlapping(
  db: DbOrTx,
  scope: Scope,
  from: Date,
  to: Date,
  deviceId: number | null,
): Promise<{ device_id: number; started_at: string; ended_at: string | null }[]> {
  return rows(
    db,
    sql`select h.device_id, h.started_at::text as started_at, h.ended_at::text as ended_at
          from device_holdings h
         where ${scopeOn(scope, sql`h.member_id`)} and ${onDevice(deviceId, sql`h.device_id`)}
           and h.started_at < ${to.toISOString()}::timestamptz
           and (h.ended_at is null or h.ended_at > ${from.toISOString()}::timestamptz)`,
  );
}

/** The line-down faults the scope's boxes reported during the day, with the lines they named. */
export function lineFaults(
  db: DbOrTx,
  scope: Scope,
  from: Date,
  to: Date,
  deviceId: number | null,
): Promise<{ device_id: number; detail: string }[]> {
  return rows(
    db,
    sql`select e.device_id, e.detail from device_events e
         where e.kind = 'line-down' and ${scopeOn(scope, sql`e.member_id`)}
           and ${onDevice(deviceId, sql`e.device_id`)}
           and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz`,
  );
}

/**
 * The boxes settlement marked low-value for the day: their event names the day first, and is written
 * when the day is settled (within a few days of it).
 */
export async function lowValueBoxes(
  db: DbOrTx,
  scope: Scope,
  day: string,
  from: Date,
  deviceId: number | null,
): Promise<number[]> {
  const until = new Date(from.getTime() + 7 * 86_400_000);
  const found = await rows<{ device_id: number }>(
    db,
    sql`select distinct e.device_id from device_events e
         where e.kind = 'low-value95' and ${scopeOn(scope, sql`e.member_id`)}
           and ${onDevice(deviceId, sql`e.device_id`)}
           and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${until.toISOString()}::timestamptz
           and e.detail like ${`${day} %`}`,
  );
  return found.map((r) => r.device_id);
}

export function boxNames(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; sn: string; name: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(db, sql`select id, sn, name from devices where id = any(${intArray(ids)})`);
}

export function memberNames(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; mobile: string; nickname: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(db, sql`select id, mobile, nickname from members where id = any(${intArray(ids)})`);
}

/**
 * Whether the box is the scope's now: like every other call on one box, a box that has left the fleet
 * answers as a missing one (its past income stays in the fleet's own explanations, as 移除或转出).
 */
export async function boxHeldBy(db: DbOrTx, scope: Scope, deviceId: number): Promise<boolean> {
  const row = await firstRow<{ held: boolean }>(
    db,
    sql`select exists (select 1 from devices d where d.id = ${deviceId} and ${scopeOn(scope, sql`d.member_id`)}) as held`,
  );
  return row?.held ?? false;
}

/**
 * The explanation kept for the scope's day, if no settlement of any day it read (`from` to the day)
 * finished after it was computed: a day settled again (boxes that reported late) makes it stale.
 */
export async function freshExplanation(
  db: DbOrTx,
  scope: string,
  scopeId: number,
  day: string,
  from: string,
): Promise<Explanation | undefined> {
  const row = await firstRow<{ explanation: Explanation }>(
    db,
    sql`select k.explanation from income_explanations k
         where k.scope = ${scope} and k.scope_id = ${scopeId} and k.day = ${day}::date
           and k.computed_at > coalesce((select max(r.finished_at) from settlement_runs r
                                          where r.day between ${from}::date and ${day}::date), '-infinity')`,
  );
  return row?.explanation;
}

export async function keepExplanation(
  db: DbOrTx,
  scope: string,
  scopeId: number,
  day: string,
  explanation: Explanation,
): Promise<void> {
  await db.execute(sql`
    insert into income_explanations (scope, scope_id, day, explanation, computed_at)
    values (${scope}, ${scopeId}, ${day}::date, ${JSON.stringify(explanation)}::jsonb, now())
    on conflict (scope, scope_id, day) do update set explanation = excluded.explanation, computed_at = now()`);
}
