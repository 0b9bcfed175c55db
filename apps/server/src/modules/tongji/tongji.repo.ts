import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { scopeOn, type Scope } from '../accounts/scope.ts';

export type DayCurve = { totals: number[]; bytesUp: number; bytesDown: number };

/**
 * The 288 five-minute totals of one Beijing day, summed over the scope's devices' day rows (or one
 * device's), missing buckets as 0, with the day's bytes. One pass: each row's array is unnested
 * with its bucket number and summed per bucket, so the work grows with the rows, once.
 */
export async function dayCurve(db: DbOrTx, scope: Scope, day: string, deviceId = 0): Promise<DayCurve> {
  const one = deviceId ? sql`and dd.device_id = ${deviceId}` : sql``;
  // Day rows are their holder's (decision 0021): the scope reads only the buckets of its own holdings.
  const from = sql`from device_days dd`;
  const where = sql`where dd.day = ${day}::date and ${scopeOn(scope, sql`dd.member_id`)} ${one}`;
  const [buckets, bytes] = await Promise.all([
    rows<{ n: number; total: number }>(
      db,
      sql`select u.n::int as n, sum(greatest(u.v, 0))::int as total
            ${from} cross join lateral unnest(dd.up_kbps) with ordinality as u(v, n) ${where}
           group by u.n`,
    ),
    firstRow<{ bytes_up: number | null; bytes_down: number | null }>(
      db,
      sql`select sum(dd.bytes_up)::float8 as bytes_up, sum(dd.bytes_down)::float8 as bytes_down ${from} ${where}`,
    ),
  ]);
  const totals = Array.from({ length: 288 }, () => 0);
  for (const b of buckets) if (b.n >= 1 && b.n <= 288) totals[b.n - 1] = b.total;
  return { totals, bytesUp: bytes?.bytes_up ?? 0, bytesDown: bytes?.bytes_down ?? 0 };
}

export async function yesterday(db: DbOrTx): Promise<string> {
  const row = await firstRow<{ d: string }>(
    db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date - 1, 'YYYY-MM-DD') as d`,
  );
  return row?.d ?? '';
}
