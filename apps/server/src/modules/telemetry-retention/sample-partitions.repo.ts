import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';

// The day partitions of device_samples (migration 0003). DDL takes no bind parameters, so names and
// bounds are spliced in; they come only from dayPartition(), which accepts nothing but YYYY-MM-DD.

export const DEFAULT_PARTITION = 'device_samples_default';
const PREFIX = 'device_samples_p';

export type DayPartition = {
  name: string;
  /** The Shanghai day it holds, YYYY-MM-DD. */
  day: string;
  /** Shanghai midnight opening the day, as a timestamptz literal. */
  from: string;
  /** Shanghai midnight closing it. */
  to: string;
};

/** Asia/Shanghai has been UTC+8 all year since 1991, so its midnights are fixed-offset literals. */
export function dayPartition(day: string): DayPartition {
  if (!/^\d{4}-\d\d-\d\d$/.test(day)) throw new Error(`not a day: ${day}`);
  const next = addDays(day, 1);
  return {
    name: PREFIX + day.replaceAll('-', ''),
    day,
    from: `${day} 00:00:00+08`,
    to: `${next} 00:00:00+08`,
  };
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day partitions attached now, oldest first; tables named otherwise are not the job's. */
export async function listDayPartitions(db: DbOrTx): Promise<DayPartition[]> {
  const attached = await rows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'device_samples'::regclass
         order by c.relname`,
  );
  return attached.flatMap(({ name }) => {
    const m = /^device_samples_p(\d{4})(\d\d)(\d\d)$/.exec(name);
    return m ? [dayPartition(`${m[1]}-${m[2]}-${m[3]}`)] : [];
  });
}

/**
 * A ready-made PK and index keep the ATTACH below cheap. ATTACH rather than CREATE … PARTITION OF:
 * it takes SHARE UPDATE EXCLUSIVE on device_samples instead of ACCESS EXCLUSIVE, so ingestion into
 * the other days goes on while a partition is added.
 */
export async function createDayPartition(db: DbOrTx, p: DayPartition): Promise<number> {
  const table = sql.identifier(p.name);
  await db.execute(sql`create table if not exists ${table} (like device_samples including all)`);
  // PostgreSQL refuses to attach a range the default partition has rows in, so they move first. The
  // caller holds the default partition exclusively, so no new row for this day can slip in meanwhile.
  const moved = await firstRow<{ moved: number }>(
    db,
    sql`with moved as (
          delete from ${sql.identifier(DEFAULT_PARTITION)}
           where bucket_start >= ${p.from}::timestamptz and bucket_start < ${p.to}::timestamptz
          returning device_id, bucket_start, bytes_up, bytes_down, lines
        ), copied as (
          insert into ${table} (device_id, bucket_start, bytes_up, bytes_down, lines)
          select * from moved returning 1
        )
        select count(*)::int as moved from copied`,
  );
  await db.execute(
    sql`alter table device_samples attach partition ${table}
        for values from (${sql.raw(`'${p.from}'`)}) to (${sql.raw(`'${p.to}'`)})`,
  );
  return moved?.moved ?? 0;
}

/**
 * Every ATTACH takes the default partition ACCESS EXCLUSIVE anyway (it scans it); taking it once up
 * front keeps a concurrent report from adding a row there between the move and the attach.
 */
export async function lockDefaultPartition(db: DbOrTx): Promise<void> {
  await db.execute(sql`lock table ${sql.identifier(DEFAULT_PARTITION)} in access exclusive mode`);
}

export async function dropDayPartition(db: DbOrTx, p: DayPartition): Promise<void> {
  await db.execute(sql`drop table if exists ${sql.identifier(p.name)}`);
}

/** Rows the default partition holds from before `before` (a timestamptz literal); returns how many. */
export async function deleteDefaultRowsBefore(db: DbOrTx, before: string): Promise<number> {
  const row = await firstRow<{ deleted: number }>(
    db,
    sql`with deleted as (
          delete from ${sql.identifier(DEFAULT_PARTITION)} where bucket_start < ${before}::timestamptz
          returning 1
        )
        select count(*)::int as deleted from deleted`,
  );
  return row?.deleted ?? 0;
}

/**
 * Dropping a partition takes device_samples ACCESS EXCLUSIVE; waiting long for it behind a slow read
 * would queue every report behind the job. Better to give up and try again on the next run.
 */
export async function limitLockWait(db: DbOrTx, timeout: string): Promise<void> {
  await db.execute(sql`select set_config('lock_timeout', ${timeout}, true)`);
}
