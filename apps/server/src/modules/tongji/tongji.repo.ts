import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/sql.ts';
import { ownedBy, type Caller } from '../accounts/scope.ts';

/**
 * The fleet's 288 five-minute totals for one Beijing day, summed across the caller's devices' day rows
 * (missing buckets count as 0), with the day's bytes.
 */
export async function fleetDayCurve(db: DbOrTx, caller: Caller, day: string) {
  const row = await firstRow<{ totals: number[] | null; bytes_up: number | null }>(
    db,
    sql`select array(
              select coalesce(sum(greatest(days.up_kbps[i], 0)), 0)::int
              from generate_series(1, 288) as i
              left join (
                select dd.up_kbps from device_days dd join devices d on d.id = dd.device_id
                where dd.day = ${day}::date and ${ownedBy(caller, sql`d.member_id`)}
              ) as days on true
              group by i order by i
            ) as totals,
            (select sum(dd.bytes_up)::float8 from device_days dd join devices d on d.id = dd.device_id
              where dd.day = ${day}::date and ${ownedBy(caller, sql`d.member_id`)}) as bytes_up`,
  );
  return { totals: row?.totals ?? [], bytesUp: row?.bytes_up ?? 0 };
}

export async function yesterday(db: DbOrTx): Promise<string> {
  const row = await firstRow<{ d: string }>(
    db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date - 1, 'YYYY-MM-DD') as d`,
  );
  return row?.d ?? '';
}
