import type { DeviceCommand } from '@nodebao/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { ownedBy, type Caller } from '../accounts/scope.ts';
import type { deviceEvents } from '../devices/devices.table.ts';
import { devices, deviceStatus } from '../devices/devices.table.ts';
import { inPeak, peakSamplesOf, topOf, topWith } from './kept-rates.ts';

// Ingestion statements take arrays over devices (one statement per table, values passed with unnest),
// so a batcher can hand them many devices' reports at once; callers give each device once per batch.

export type DeviceCredentials = {
  id: number;
  sn: string;
  memberId: number | null;
  secretEnc: string;
  lastSignedTs: number | null;
};

/** The devices with these SNs (those that exist), for request authentication. */
export async function findDeviceCredentials(db: DbOrTx, sns: string[]): Promise<DeviceCredentials[]> {
  if (sns.length === 0) return [];
  return rows<DeviceCredentials>(
    db,
    sql`select id, sn, member_id as "memberId", secret_enc as "secretEnc", last_signed_ts as "lastSignedTs"
          from devices where sn = any(${sql.param(sns)}::text[])`,
  );
}

/**
 * The replay guard: records `ts` as the device's last signed request unless one at least as new was
 * accepted. False means a replay. The row lock also serialises a device's concurrent requests.
 */
export async function claimSignedRequest(db: DbOrTx, deviceId: number, ts: number): Promise<boolean> {
  const claimed = await db
    .update(devices)
    .set({ lastSignedTs: ts })
    .where(
      and(
        eq(devices.id, deviceId),
        sql`(${devices.lastSignedTs} is null or ${devices.lastSignedTs} < ${ts})`,
      ),
    )
    .returning({ id: devices.id });
  return claimed.length === 1;
}

export type AcceptedReport = {
  id: number;
  sn: string;
  memberId: number | null;
  /** The device's state before this report: a device coming back is offline but has reported before. */
  wasOnline: boolean;
  prevReportMs: number | null;
  /** The status alarms of its last status before this report (devices.status_alarms: null for none). */
  statusAlarms: string[] | null;
};

/**
 * Claims each report's timestamp (replay guard, as claimSignedRequest) and marks the device online and
 * reported now. Replayed reports are left out of the result. `prev` locks the rows first, so the
 * previous state it returns is the latest committed one even when two reports of a device race.
 */
export async function acceptReports(
  db: DbOrTx,
  reports: { deviceId: number; ts: number }[],
): Promise<AcceptedReport[]> {
  return rows<AcceptedReport>(
    db,
    sql`
    with input as (
      select * from unnest(${sql.param(reports.map((r) => r.deviceId))}::int[],
                           ${sql.param(reports.map((r) => r.ts))}::bigint[]) as t(device_id, ts)
    ), prev as materialized (
      select d.id, d.online, d.last_report_at, d.status_alarms from devices d join input i on i.device_id = d.id
      order by d.id for update of d
    )
    update devices d
       set last_signed_ts = i.ts, last_report_at = greatest(d.last_report_at, now()), online = true
      from input i, prev p
     where d.id = i.device_id and p.id = d.id
       and (d.last_signed_ts is null or d.last_signed_ts < i.ts)
    returning d.id, d.sn, d.member_id as "memberId", p.online as "wasOnline",
              (extract(epoch from p.last_report_at) * 1000)::bigint as "prevReportMs",
              p.status_alarms as "statusAlarms"`,
  );
}

export type SampleRow = {
  deviceId: number;
  /** Epoch seconds of the bucket start. */
  start: number;
  bytesUp: number;
  bytesDown: number;
  lines: unknown[] | null;
};

/** Inserts raw samples; a (device, bucket) already stored is skipped. Returns the rows inserted. */
export async function insertSamples(db: DbOrTx, samples: SampleRow[]): Promise<Omit<SampleRow, 'lines'>[]> {
  if (samples.length === 0) return [];
  return rows<Omit<SampleRow, 'lines'>>(
    db,
    sql`
    insert into device_samples (device_id, bucket_start, bytes_up, bytes_down, lines)
    select t.device_id, to_timestamp(t.start), t.bytes_up, t.bytes_down, t.lines
      from unnest(${sql.param(samples.map((s) => s.deviceId))}::int[],
                  ${sql.param(samples.map((s) => s.start))}::bigint[],
                  ${sql.param(samples.map((s) => s.bytesUp))}::bigint[],
                  ${sql.param(samples.map((s) => s.bytesDown))}::bigint[],
                  ${sql.param(samples.map((s) => (s.lines ? JSON.stringify(s.lines) : null)))}::jsonb[])
           as t(device_id, start, bytes_up, bytes_down, lines)
    on conflict do nothing
    returning device_id as "deviceId", extract(epoch from bucket_start)::bigint as start,
              bytes_up as "bytesUp", bytes_down as "bytesDown"`,
  );
}

export type DaySlot = {
  deviceId: number;
  /** Who held the box at the bucket's start (0: nobody): the day row the bucket goes to. */
  memberId: number;
  day: string;
  index: number;
  kbps: number;
  bytesUp: number;
  bytesDown: number;
};

/**
 * Adds newly stored samples to their device's day row: the rate goes into its bucket only while that
 * bucket is still -1 (the first write wins), bytes and the sample count are added. Only pass samples
 * insertSamples actually inserted, so a repeated sample never counts twice.
 *
 * A live box brings one new sample per day row, and that case writes the one bucket in place
 * (`up_kbps[i] = …`); rebuilding all 288 buckets of the array, as the general case must, cost
 * PostgreSQL ten times as much and was most of a report's database time (BENCHMARKS.md).
 */
export async function addToDays(db: DbOrTx, slots: DaySlot[]): Promise<void> {
  const perDay = new Map<string, DaySlot[]>();
  for (const slot of slots) {
    const key = `${slot.deviceId}:${slot.day}:${slot.memberId}`;
    perDay.set(key, [...(perDay.get(key) ?? []), slot]);
  }
  const groups = [...perDay.values()];
  await addOneToDays(
    db,
    groups.flatMap((g) => (g.length === 1 ? g : [])),
  );
  await addManyToDays(
    db,
    groups.flatMap((g) => (g.length > 1 ? g : [])),
  );
}

const slotColumns = (slots: DaySlot[]) => sql`
  unnest(${sql.param(slots.map((s) => s.deviceId))}::int[], ${sql.param(slots.map((s) => s.day))}::date[],
         ${sql.param(slots.map((s) => s.memberId))}::int[],
         ${sql.param(slots.map((s) => s.index))}::int[], ${sql.param(slots.map((s) => s.kbps))}::int[],
         ${sql.param(slots.map((s) => s.bytesUp))}::bigint[], ${sql.param(slots.map((s) => s.bytesDown))}::bigint[])
    as t(device_id, day, member_id, idx, kbps, bytes_up, bytes_down)`;

/**
 * Day rows that get exactly one sample each: updated in place, or created when the day has none yet.
 * The device's row lock (acceptReports) keeps any other transaction from creating the same day row
 * meanwhile; if one ever did, the insert fails on the key and the batch is retried report by report.
 */
async function addOneToDays(db: DbOrTx, slots: DaySlot[]): Promise<void> {
  if (slots.length === 0) return;
  await db.execute(sql`
    with s as (
      select * from ${slotColumns(slots)}
    ), updated as (
      update device_days dd
         set up_kbps[s.idx + 1] = case when dd.up_kbps[s.idx + 1] = -1 then s.kbps else dd.up_kbps[s.idx + 1] end,
             top_kbps = case when dd.up_kbps[s.idx + 1] = -1 then ${topWith(sql`dd.top_kbps`, sql`s.kbps`)}
                             else dd.top_kbps end,
             peak_samples = dd.peak_samples
               + case when dd.up_kbps[s.idx + 1] = -1 and ${inPeak(sql`s.idx`)} then 1 else 0 end,
             bytes_up = dd.bytes_up + s.bytes_up,
             bytes_down = dd.bytes_down + s.bytes_down,
             samples = dd.samples + 1
        from s
       where dd.device_id = s.device_id and dd.day = s.day and dd.member_id = s.member_id
      returning dd.device_id, dd.day, dd.member_id
    )
    insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    select s.device_id, s.day, s.member_id,
           array_fill(-1, array[s.idx]) || s.kbps || array_fill(-1, array[287 - s.idx]),
           array[s.kbps], case when ${inPeak(sql`s.idx`)} then 1 else 0 end,
           s.bytes_up, s.bytes_down, 1
      from s
     where not exists (select 1 from updated u
                        where u.device_id = s.device_id and u.day = s.day and u.member_id = s.member_id)
     order by s.device_id, s.day, s.member_id`);
}

/** Day rows that get several samples at once (a box catching up): all 288 buckets merged. */
async function addManyToDays(db: DbOrTx, slots: DaySlot[]): Promise<void> {
  if (slots.length === 0) return;
  await db.execute(sql`
    with slots as (
      select * from ${slotColumns(slots)}
    ), grouped as (
      select device_id, day, member_id, array_agg(idx) as idxs, array_agg(kbps) as rates,
             sum(bytes_up)::bigint as bytes_up, sum(bytes_down)::bigint as bytes_down,
             count(*)::smallint as n
        from slots group by device_id, day, member_id
    ), built as (
      select device_id, day, member_id, bytes_up, bytes_down, n,
             array(select coalesce(rates[array_position(idxs, i)], -1)
                     from generate_series(0, 287) as i order by i) as up_kbps
        from grouped
    )
    insert into device_days as dd
      (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    select device_id, day, member_id, up_kbps, ${topOf(sql`up_kbps`)}, ${peakSamplesOf(sql`up_kbps`)},
           bytes_up, bytes_down, n
      from built
     order by device_id, day, member_id
    on conflict (device_id, day, member_id) do update set
      up_kbps = array(select case when u.prior = -1 then u.incoming else u.prior end
                        from unnest(dd.up_kbps, excluded.up_kbps) with ordinality as u(prior, incoming, i)
                       order by u.i),
      -- Only buckets empty until now count: a repeated or late sample of a filled bucket changes nothing.
      top_kbps = ${topOf(sql`dd.top_kbps || array(select u.incoming
                        from unnest(dd.up_kbps, excluded.up_kbps) as u(prior, incoming)
                       where u.prior = -1 and u.incoming >= 0)`)},
      peak_samples = dd.peak_samples + (select count(*)
                        from unnest(dd.up_kbps, excluded.up_kbps) with ordinality as u(prior, incoming, i)
                       where u.prior = -1 and u.incoming >= 0 and ${inPeak(sql`u.i - 1`)})::smallint,
      bytes_up = dd.bytes_up + excluded.bytes_up,
      bytes_down = dd.bytes_down + excluded.bytes_down,
      samples = dd.samples + excluded.samples`);
}

/** The status alarms (DEVICE_ALARMS) of a box's reported status. */
export type StatusAlarms = { lineDown: boolean; disk: boolean; cpu: boolean };

/** The alarms the database worked out as a status was written (device_status.status_alarms). */
export function statusAlarmsOf(alarms: string[]): StatusAlarms {
  return {
    lineDown: alarms.includes('line-down'),
    disk: alarms.includes('disk'),
    cpu: alarms.includes('cpu'),
  };
}

export type StatusRow = Omit<typeof deviceStatus.$inferInsert, 'reportedAt'>;

/**
 * The latest status per device, overwritten by each report that carries one; returns the alarms each
 * new status raises, as the database worked them out.
 */
export async function upsertStatuses(db: DbOrTx, statuses: StatusRow[]): Promise<Map<number, StatusAlarms>> {
  if (statuses.length === 0) return new Map();
  const column = <T>(pick: (s: StatusRow) => T) => sql.param(statuses.map(pick));
  const json = (pick: (s: StatusRow) => unknown) =>
    column((s) => {
      const value = pick(s);
      return value == null ? null : JSON.stringify(value);
    });
  const written = await rows<{ device_id: number; status_alarms: string[] }>(
    db,
    sql`
    insert into device_status as s (device_id, cpu_percent, mem_percent, disk_percent, nat_type, uptime_seconds,
                                     firmware, ips, eth, ppp, line_adjust_count, reported_at)
    select t.*, now()
      from unnest(${column((s) => s.deviceId)}::int[], ${column((s) => s.cpuPercent)}::real[],
                  ${column((s) => s.memPercent)}::real[], ${column((s) => s.diskPercent)}::real[],
                  ${column((s) => s.natType)}::text[], ${column((s) => s.uptimeSeconds)}::bigint[],
                  ${column((s) => s.firmware)}::text[], ${json((s) => s.ips)}::jsonb[], ${json((s) => s.eth)}::jsonb[],
                  ${json((s) => s.ppp)}::jsonb[], ${column((s) => s.lineAdjustCount ?? 0)}::int[]) as t
     order by 1
    on conflict (device_id) do update set
      cpu_percent = excluded.cpu_percent, mem_percent = excluded.mem_percent,
      disk_percent = excluded.disk_percent, nat_type = excluded.nat_type,
      uptime_seconds = excluded.uptime_seconds, firmware = excluded.firmware, ips = excluded.ips,
      eth = excluded.eth, ppp = excluded.ppp, line_adjust_count = excluded.line_adjust_count,
      reported_at = excluded.reported_at
    returning s.device_id, s.status_alarms`,
  );
  return new Map(written.map((w) => [w.device_id, statusAlarmsOf(w.status_alarms)]));
}

/** The devices' unacknowledged commands, stamped delivered (the first delivery time is kept). */
export async function deliverPendingCommands(
  db: DbOrTx,
  deviceIds: number[],
): Promise<(DeviceCommand & { deviceId: number })[]> {
  if (deviceIds.length === 0) return [];
  const delivered = await rows<DeviceCommand & { deviceId: number }>(
    db,
    sql`update device_commands set delivered_at = coalesce(delivered_at, now())
         where device_id = any(${sql.param(deviceIds)}::int[]) and acked_at is null
        returning id, device_id as "deviceId", kind, payload`,
  );
  return delivered
    .map((c) => ({ ...c, payload: (c.payload ?? {}) as Record<string, unknown> }))
    .sort((a, b) => a.id - b.id);
}

/** Acknowledges the device's own commands not yet acknowledged; returns how many changed. */
export async function ackCommands(
  db: DbOrTx,
  deviceId: number,
  results: { id: number; result: 'ok' | 'failed' }[],
): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`
    with acked as (
      update device_commands c set acked_at = now(), result = r.result
        from unnest(${sql.param(results.map((r) => r.id))}::bigint[],
                    ${sql.param(results.map((r) => r.result))}::text[]) as r(id, result)
       where c.id = r.id and c.device_id = ${deviceId} and c.acked_at is null
      returning c.id
    )
    select count(*)::int as n from acked`,
  );
  return row?.n ?? 0;
}

export type NewEvent = {
  deviceId: number;
  memberId: number | null;
  kind: (typeof deviceEvents.$inferInsert)['kind'];
  detail: string;
};

export async function insertEvents(db: DbOrTx, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into device_events (device_id, member_id, kind, detail)
    select * from unnest(${sql.param(events.map((e) => e.deviceId))}::int[],
                         ${sql.param(events.map((e) => e.memberId))}::int[],
                         ${sql.param(events.map((e) => e.kind))}::text[],
                         ${sql.param(events.map((e) => e.detail))}::text[])`);
}

export type SilentDevice = { id: number; sn: string; memberId: number | null; lastReportMs: number };

/**
 * Marks offline every online device whose last report is older than `minutes`, in one statement. A
 * concurrent run or report waits on the row locks and re-checks, so each device flips once. It reads
 * the boxes rather than an index on last_report_at: such an index would make every report's update
 * of its box write every index of `devices` (decision 0027).
 */
export async function markSilentDevicesOffline(db: DbOrTx, minutes: number): Promise<SilentDevice[]> {
  return rows<SilentDevice>(
    db,
    sql`
    update devices set online = false
     where online and last_report_at < now() - make_interval(mins => ${minutes})
    returning id, sn, member_id as "memberId",
              (extract(epoch from last_report_at) * 1000)::bigint as "lastReportMs"`,
  );
}

/** A device the caller may see, with its latest status (all nulls before the first report). */
export async function findVisibleStatus(db: DbOrTx, caller: Caller, deviceId: number) {
  const [row] = await db
    .select({
      id: devices.id,
      natType: deviceStatus.natType,
      ips: deviceStatus.ips,
      eth: deviceStatus.eth,
      ppp: deviceStatus.ppp,
      lineAdjustCount: deviceStatus.lineAdjustCount,
      reportedAt: deviceStatus.reportedAt,
    })
    .from(devices)
    .leftJoin(deviceStatus, eq(deviceStatus.deviceId, devices.id))
    .where(and(eq(devices.id, deviceId), ownedBy(caller, devices.memberId)))
    .limit(1);
  return row;
}
