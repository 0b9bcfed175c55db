import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { firstRow } from '../db/sql.ts';
import { peakSamplesOf, topOf } from '../modules/telemetry/kept-rates.ts';

/** A box's whole day as the day rollup keeps it: 288 rates (-1 where the box sent nothing). */
export type DemoDayRow = {
  deviceId: number;
  day: string;
  memberId: number;
  upKbps: number[];
  bytesUp: number;
  bytesDown: number;
  samples: number;
};

/**
 * Writes finished days of history straight into the day rollups, one statement per call (each row's
 * 288 rates travel as one array literal): what ingestion would have built from a month of reports,
 * without a month of reports. Raw samples are not written: nothing reads them once their day is
 * rolled up (settlement and the charts read device_days).
 */
export async function insertDayRows(db: DbOrTx, dayRows: DemoDayRow[]): Promise<void> {
  if (dayRows.length === 0) return;
  const column = <T>(pick: (r: DemoDayRow) => T) => sql.param(dayRows.map(pick));
  await db.execute(sql`
    insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    select t.device_id, t.day, t.member_id, t.up_kbps::int[], ${topOf(sql`t.up_kbps::int[]`)},
           ${peakSamplesOf(sql`t.up_kbps::int[]`)}, t.bytes_up, t.bytes_down, t.samples
      from unnest(${column((r) => r.deviceId)}::int[], ${column((r) => r.day)}::date[],
                  ${column((r) => r.memberId)}::int[], ${column((r) => `{${r.upKbps.join(',')}}`)}::text[],
                  ${column((r) => r.bytesUp)}::bigint[], ${column((r) => r.bytesDown)}::bigint[],
                  ${column((r) => r.samples)}::int[])
           as t(device_id, day, member_id, up_kbps, bytes_up, bytes_down, samples)`);
}

/** Whether the demo fleet (boxes with the demo's SN prefix) is in the database already. */
export async function demoFleetExists(db: DbOrTx, snPrefix: string): Promise<boolean> {
  const row = await firstRow<{ found: boolean }>(
    db,
    sql`select exists (select 1 from devices where starts_with(sn, ${snPrefix})) as found`,
  );
  return row?.found ?? false;
}

/** Sets when boxes last reported (epoch seconds): a box that fell silent before now. */
export async function lastReportedAt(db: DbOrTx, boxes: { deviceId: number; at: number }[]): Promise<void> {
  if (boxes.length === 0) return;
  await db.execute(sql`
    update devices d set last_report_at = to_timestamp(t.at)
      from unnest(${sql.param(boxes.map((b) => b.deviceId))}::int[], ${sql.param(boxes.map((b) => b.at))}::bigint[])
           as t(device_id, at)
     where d.id = t.device_id`);
}

/**
 * The demo member's invitees, as if they had registered with its invite code: the inviter is bound at
 * registration only (DESIGN §8), so the seed writes it where registration would have.
 */
export async function setInviter(db: DbOrTx, memberIds: number[], inviterId: number): Promise<void> {
  await db.execute(
    sql`update members set inviter_id = ${inviterId} where id = any(${sql.param(memberIds)}::int[])`,
  );
}

/** Demo people registered `daysAgo` days ago, so that their records start before their history. */
export async function backdateMembers(db: DbOrTx, memberIds: number[], daysAgo: number): Promise<void> {
  await db.execute(
    sql`update members set created_at = now() - make_interval(days => ${daysAgo})
         where id = any(${sql.param(memberIds)}::int[])`,
  );
}

/** Faults a box reported on a past day, as ingestion would have kept them (kind, detail, when). */
export async function insertPastEvents(
  db: DbOrTx,
  events: { deviceId: number; memberId: number; kind: string; detail: string; at: number }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into device_events (device_id, member_id, kind, detail, created_at)
    select t.device_id, t.member_id, t.kind, t.detail, to_timestamp(t.at)
      from unnest(${sql.param(events.map((e) => e.deviceId))}::int[], ${sql.param(events.map((e) => e.memberId))}::int[],
                  ${sql.param(events.map((e) => e.kind))}::text[], ${sql.param(events.map((e) => e.detail))}::text[],
                  ${sql.param(events.map((e) => e.at))}::bigint[]) as t(device_id, member_id, kind, detail, at)`);
}
