import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { ownedBy, type Caller } from '../accounts/scope.ts';
import { alarmsOf } from './alarms.ts';

/**
 * Read-only statistics over the caller's fleet, from the devices, their status and their day rows.
 * value95 follows DESIGN §7: sort the 288 rates descending (missing = 0), drop the top 14, take the next.
 */
const VALUE95 = sql`(select greatest(v, 0) from unnest(dd.up_kbps) as v order by greatest(v, 0) desc offset 14 limit 1)`;
const PEAK = sql`(select max(greatest(v, 0)) from unnest(dd.up_kbps) as v)`;

/**
 * Day rows are their holder's (decision 0021): each caller reads the rows of the holdings in their
 * reach, so a box handed over shows each holder only their own buckets and bytes.
 */
const heldBy = (caller: Caller) => ownedBy(caller, sql`dd.member_id`);
/** A box's name is its present holder's to see: an earlier holder reads its rows without it. */
const nameFor = (caller: Caller) =>
  sql`case when ${ownedBy(caller, sql`d.member_id`)} then d.name else '' end`;

/** "today" and "yesterday" as Asia/Shanghai dates. */
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

export async function fleetSummary(db: DbOrTx, caller: Caller) {
  const scope = ownedBy(caller, sql`d.member_id`);
  const row = await firstRow<{
    total: number;
    online: number;
    uninstalled: number;
    abnormal: number;
    today_bytes_up: number;
    yesterday_bytes_up: number;
  }>(
    db,
    sql`select
      count(*)::int as total,
      (count(*) filter (where d.online))::int as online,
      (count(*) filter (where d.room_id is null))::int as uninstalled,
      (count(*) filter (where cardinality(${alarmsOf()}) > 0))::int as abnormal,
      coalesce((select sum(dd.bytes_up) from device_days dd
                where dd.day = ${TODAY} and ${heldBy(caller)}), 0)::float8 as today_bytes_up,
      coalesce((select sum(dd.bytes_up) from device_days dd
                where dd.day = ${TODAY} - 1 and ${heldBy(caller)}), 0)::float8 as yesterday_bytes_up
    from devices d
    where ${scope}`,
  );
  const r = row ?? {
    total: 0,
    online: 0,
    uninstalled: 0,
    abnormal: 0,
    today_bytes_up: 0,
    yesterday_bytes_up: 0,
  };
  return { ...r, offline: r.total - r.online };
}

export async function runLog(
  db: DbOrTx,
  caller: Caller,
  q: { page: number; pageSize: number; device_id: number; day?: string | undefined },
) {
  const parts = [heldBy(caller)];
  if (q.device_id) parts.push(sql`dd.device_id = ${q.device_id}`);
  if (q.day) parts.push(sql`dd.day = ${q.day}::date`);
  const where = sql.join(parts, sql` and `);
  const data = await rows<{
    device_id: number;
    sn: string;
    name: string;
    day: string;
    samples: number;
    bytes_up: number;
    bytes_down: number;
    value95_kbps: number | null;
    peak_kbps: number | null;
  }>(
    db,
    sql`select dd.device_id, d.sn, ${nameFor(caller)} as name, to_char(dd.day, 'YYYY-MM-DD') as day, dd.samples,
               dd.bytes_up::float8 as bytes_up, dd.bytes_down::float8 as bytes_down,
               ${VALUE95} as value95_kbps, ${PEAK} as peak_kbps
        from device_days dd join devices d on d.id = dd.device_id
        where ${where} order by dd.day desc, d.sn limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from device_days dd join devices d on d.id = dd.device_id where ${where}`,
  );
  return {
    data: data.map((r) => ({
      device_id: r.device_id,
      sn: r.sn,
      name: r.name,
      day: r.day,
      online_minutes: r.samples * 5,
      bytes_up: r.bytes_up,
      bytes_down: r.bytes_down,
      value95_kbps: r.value95_kbps ?? 0,
      peak_kbps: r.peak_kbps ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

export async function devicesByRoom(db: DbOrTx, caller: Caller) {
  return rows<{ room_id: number | null; jifang: string; total: number; online: number }>(
    db,
    sql`select d.room_id, coalesce(r.name, '未上架') as jifang, count(*)::int as total,
               (count(*) filter (where d.online))::int as online
        from devices d left join rooms r on r.id = d.room_id
        where ${ownedBy(caller, sql`d.member_id`)}
        group by d.room_id, r.name order by total desc, jifang`,
  );
}

export async function yesterdayRank(db: DbOrTx, caller: Caller, limit: number) {
  const list = await rows<{
    device_id: number;
    sn: string;
    name: string;
    value95_kbps: number | null;
    bytes_up: number;
    income_fen: number;
  }>(
    db,
    // Income once the day is settled (0 before, and for a box that was someone else's that day).
    sql`select dd.device_id, d.sn, ${nameFor(caller)} as name, ${VALUE95} as value95_kbps,
               dd.bytes_up::float8 as bytes_up, coalesce(s.income_fen, 0) as income_fen
        from device_days dd join devices d on d.id = dd.device_id
        left join device_settlements s on s.device_id = dd.device_id and s.day = dd.day
          and s.member_id = dd.member_id
        where dd.day = ${TODAY} - 1 and ${heldBy(caller)}
        order by value95_kbps desc nulls last, d.sn limit ${limit}`,
  );
  return list.map((r, i) => ({ ...r, rank: i + 1, value95_kbps: r.value95_kbps ?? 0 }));
}
