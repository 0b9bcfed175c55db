import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/sql.ts';

export type WindowCount = { count: number; resetInMs: number };

/** Counts one hit on `key` in the current fixed window of `windowSeconds`; returns the new count. */
export async function hit(db: DbOrTx, key: string, windowSeconds: number): Promise<WindowCount> {
  const row = await firstRow<{ count: number; reset_in_ms: number }>(
    db,
    sql`
      insert into rate_counters (key, window_start, count)
      values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (key, window_start) do update set count = rate_counters.count + 1
      returning count,
        (extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int
          as reset_in_ms`,
  );
  return { count: row?.count ?? 1, resetInMs: row?.reset_in_ms ?? windowSeconds * 1000 };
}

/** The current window's count without counting a hit. */
export async function peek(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const row = await firstRow<{ count: number }>(
    db,
    sql`
      select count from rate_counters
      where key = ${key}
        and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
  );
  return row?.count ?? 0;
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/** Drops windows older than a day; run by the housekeeping job. */
export async function pruneOld(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rate_counters where window_start < now() - interval '1 day'`);
}
