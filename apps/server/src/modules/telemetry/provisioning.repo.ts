import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';

export type NewDevice = { sn: string; mac: string; deviceTypeId: number | null; secretEnc: string };

/** Which of `sns` are already taken. */
export async function existingSns(db: DbOrTx, sns: string[]): Promise<string[]> {
  if (sns.length === 0) return [];
  const found = await rows<{ sn: string }>(
    db,
    sql`select sn from devices where sn = any(${sql.param(sns)}::text[])`,
  );
  return found.map((r) => r.sn);
}

/** Which of `ids` are device types. */
export async function knownDeviceTypeIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`select id from device_types where id = any(${sql.param(ids)}::int[])`,
  );
  return found.map((r) => r.id);
}

/** All the devices in one statement: it writes every row or, on a taken SN, none. */
export async function insertDevices(db: DbOrTx, devices: NewDevice[]): Promise<void> {
  if (devices.length === 0) return;
  await db.execute(sql`
    insert into devices (sn, mac, device_type_id, secret_enc)
    select * from unnest(${sql.param(devices.map((d) => d.sn))}::text[],
                         ${sql.param(devices.map((d) => d.mac))}::text[],
                         ${sql.param(devices.map((d) => d.deviceTypeId))}::int[],
                         ${sql.param(devices.map((d) => d.secretEnc))}::text[])`);
}

/** Serialises batch creations under one SN prefix until the transaction ends. */
export async function lockSnPrefix(db: DbOrTx, prefix: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`device-sn-prefix:${prefix}`}))`);
}

/** The highest number N among SNs spelled `prefix` + digits (0 when none). */
export async function highestSnNumber(db: DbOrTx, prefix: string): Promise<number> {
  const from = prefix.length + 1;
  // The prefix is [A-Za-z0-9-] only (contract), so it holds no LIKE wildcards. `::int` matters: with a
  // text argument substring(… from …) would be the regular-expression form.
  const row = await firstRow<{ n: number | null }>(
    db,
    sql`select max(substring(sn from ${from}::int)::bigint) as n from devices
         where sn like ${`${prefix}%`} and substring(sn from ${from}::int) ~ '^[0-9]{1,15}$'`,
  );
  return row?.n ?? 0;
}
