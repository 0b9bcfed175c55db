import {
  ALARM_THRESHOLDS,
  DEVICE_PROTOCOL,
  type DeviceCommand,
  type DeviceReport,
  type DeviceStatusReport,
  type EthInfo,
  type EthPort,
  type PppInfo,
  type PppLine,
} from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../accounts/scope.ts';
import { notify } from '../messages/messages.service.ts';
import { daySlotOf, kbpsOf, shanghaiClock } from './buckets.ts';
import type { AuthenticatedDevice } from './device-auth.ts';
import * as repo from './telemetry.repo.ts';
import { holdersAt } from '../devices/devices.service.ts';

/** One signed report: the device that signed it (and when) and the validated body. */
export type ReportInput = { device: AuthenticatedDevice; report: DeviceReport };
/** A report's own outcome: its commands, or the refusal (DEVICE_REPLAY) that wrote nothing for it. */
export type ReportOutcome = { commands: DeviceCommand[] } | AppError;

/**
 * Devices' reports (DESIGN §6) in one transaction, one statement per table: claim each report's
 * timestamp (replays stop here), store the samples not stored yet and add exactly those to the day
 * rows, keep the statuses, note comebacks, and hand over the pending commands. The report batcher
 * (decision 0013) calls this with many devices' reports, or with one when it retries a failed batch
 * report by report. Each device at most once per call: the statements update one row per device.
 * A replayed report is left out of every write after the claim, so it writes nothing while the others
 * go through; its outcome is the DEVICE_REPLAY refusal. Outcomes come in the order of `inputs`.
 */
export async function ingestReports(deps: Deps, inputs: ReportInput[]): Promise<ReportOutcome[]> {
  return deps.db.transaction(async (tx) => {
    const accepted = await repo.acceptReports(
      tx,
      inputs.map((i) => ({ deviceId: i.device.id, ts: i.device.ts })),
    );
    const acceptedIds = new Set(accepted.map((a) => a.id));
    const taken = inputs.filter((i) => acceptedIds.has(i.device.id));

    const inserted = await repo.insertSamples(
      tx,
      taken.flatMap(({ device, report }) =>
        report.samples.map((s) => ({
          deviceId: device.id,
          start: s.start,
          bytesUp: s.bytes_up,
          bytesDown: s.bytes_down,
          lines: s.lines ?? null,
        })),
      ),
    );
    // Each bucket belongs to whoever held the box at its start, however late it arrives (0021).
    const holders = await holdersAt(tx, inserted);
    await repo.addToDays(
      tx,
      inserted.map((s, i) => ({
        ...s,
        ...daySlotOf(s.start),
        memberId: holders[i] ?? 0,
        kbps: kbpsOf(s.bytesUp),
      })),
    );
    // A box entering a status alarm (a line down, the disk or the CPU near full) is a fault event, as
    // going offline is: the event records tell what the list's 异常 marker shows (issue 12).
    // Decided by the same SQL as the list's marker (devices/alarms.ts), before this report (the box's
    // copy, read as the report was claimed) and after it (the status row as written).
    const reporting = taken.filter((t) => t.report.status);
    const after = await repo.upsertStatuses(
      tx,
      reporting.map(({ device, report }) => toStatusRow(device.id, report.status!)),
    );
    const acceptedById = new Map(accepted.map((a) => [a.id, a]));
    const raised = reporting.flatMap(({ device, report }) => {
      const prior = acceptedById.get(device.id);
      return alarmFaults(
        device,
        prior?.memberId ?? null,
        prior?.statusAlarms ? repo.statusAlarmsOf(prior.statusAlarms) : undefined,
        after.get(device.id),
        report.status!,
      );
    });
    if (raised.length > 0) await recordFaults(tx, raised);
    // Offline with an earlier report: the offline job had flipped it, so this is a comeback.
    const comebacks = accepted.flatMap((a) =>
      !a.wasOnline && a.prevReportMs !== null ? [comebackFault(a, a.prevReportMs)] : [],
    );
    if (comebacks.length > 0) await recordFaults(tx, comebacks);

    const delivered = taken.length ? await repo.deliverPendingCommands(tx, [...acceptedIds]) : [];
    const commandsOf = new Map<number, DeviceCommand[]>();
    for (const { deviceId, id, kind, payload } of delivered) {
      commandsOf.set(deviceId, [...(commandsOf.get(deviceId) ?? []), { id, kind, payload }]);
    }
    return inputs.map(({ device }) =>
      acceptedIds.has(device.id)
        ? {
            commands: (commandsOf.get(device.id) ?? []).map(({ id, kind, payload }) => ({
              id,
              kind,
              payload,
            })),
          }
        : new AppError('DEVICE_REPLAY'),
    );
  });
}

/**
 * line_adjust_count is the sum of the lines' own adjust_count as last reported: the device keeps the
 * per-line counters, the server shows their total (a line that sends none counts 0).
 */
function toStatusRow(deviceId: number, s: DeviceStatusReport): repo.StatusRow {
  return {
    deviceId,
    cpuPercent: s.cpu,
    memPercent: s.mem,
    diskPercent: s.disk,
    natType: s.nat_type,
    uptimeSeconds: s.uptime,
    firmware: s.firmware,
    ips: s.ips,
    eth: s.eth,
    ppp: s.ppp,
    lineAdjustCount: s.ppp.reduce((sum, line) => sum + (line.adjust_count ?? 0), 0),
  };
}

/** Acknowledges the device's own commands; a command already acknowledged keeps its first result. */
export async function ackCommands(
  deps: Deps,
  device: AuthenticatedDevice,
  results: { id: number; result: 'ok' | 'failed' }[],
): Promise<{ acked: number }> {
  const firstPerId = [...new Map(results.toReversed().map((r) => [r.id, r])).values()];
  return deps.db.transaction(async (tx) => {
    if (!(await repo.claimSignedRequest(tx, device.id, device.ts))) throw new AppError('DEVICE_REPLAY');
    return { acked: await repo.ackCommands(tx, device.id, firstPerId) };
  });
}

// ---------------------------------------------------------------------------------------------
// Fault events: a device going offline and coming back (/account/event-record, member messages).

type Fault = repo.NewEvent & { sn: string; title: string; content: string };

function comebackFault(device: repo.AcceptedReport, prevReportMs: number): Fault {
  const last = shanghaiClock(new Date(prevReportMs));
  return {
    deviceId: device.id,
    memberId: device.memberId,
    sn: device.sn,
    kind: 'online',
    detail: `恢复上报，离线前最后上报 ${last}`,
    title: `设备 ${device.sn} 已恢复在线`,
    content: `设备 ${device.sn} 已于 ${shanghaiClock(new Date())} 恢复上报（离线前最后上报 ${last}，北京时间）。`,
  };
}

function offlineFault(device: repo.SilentDevice): Fault {
  const last = shanghaiClock(new Date(device.lastReportMs));
  return {
    deviceId: device.id,
    memberId: device.memberId,
    sn: device.sn,
    kind: 'offline',
    detail: `最后上报 ${last}`,
    title: `设备 ${device.sn} 已离线`,
    content:
      `设备 ${device.sn} 已超过 ${DEVICE_PROTOCOL.offlineAfterMinutes} 分钟未上报，` +
      `最后上报时间 ${last}（北京时间）。请检查设备的电源和网络。`,
  };
}

/** The status alarms a report raised that the box's previous status did not have, as fault events. */
function alarmFaults(
  device: AuthenticatedDevice,
  memberId: number | null,
  before: repo.StatusAlarms | undefined,
  after: repo.StatusAlarms | undefined,
  status: DeviceStatusReport,
): Fault[] {
  const raised = (alarm: keyof repo.StatusAlarms) => Boolean(after?.[alarm]) && !before?.[alarm];
  const fault = (kind: Fault['kind'], detail: string, title: string, content: string): Fault => ({
    deviceId: device.id,
    memberId,
    sn: device.sn,
    kind,
    detail,
    title,
    content,
  });
  const faults: Fault[] = [];
  if (raised('lineDown')) {
    const lines = status.ppp
      .filter((l) => !l.up)
      .map((l) => l.name)
      .join('、');
    faults.push(
      fault(
        'line-down',
        `线路 ${lines} 掉线`,
        `设备 ${device.sn} 线路掉线`,
        `设备 ${device.sn} 的线路 ${lines} 已掉线，请检查拨号账号与线路。`,
      ),
    );
  }
  if (raised('disk')) {
    faults.push(
      fault(
        'disk',
        `磁盘使用 ${Math.round(status.disk)}%`,
        `设备 ${device.sn} 磁盘将满`,
        `设备 ${device.sn} 的磁盘已使用 ${Math.round(status.disk)}%，超过 ${ALARM_THRESHOLDS.diskPercent}% 会影响缓存与收益。`,
      ),
    );
  }
  if (raised('cpu')) {
    faults.push(
      fault(
        'cpu',
        `CPU ${Math.round(status.cpu)}%`,
        `设备 ${device.sn} CPU 过高`,
        `设备 ${device.sn} 的 CPU 使用率为 ${Math.round(status.cpu)}%，超过 ${ALARM_THRESHOLDS.cpuPercent}%。`,
      ),
    );
  }
  return faults;
}

/** The low-value95 alarm of a settled day (settlement finds the boxes): one fault event each. */
export async function recordLowValue95(
  db: DbOrTx,
  day: string,
  boxes: { device_id: number; sn: string; member_id: number | null; last: number; week: number }[],
): Promise<void> {
  const mbps = (kbps: number) => (kbps / 1000).toFixed(1);
  await recordFaults(
    db,
    boxes.map((b) => ({
      deviceId: b.device_id,
      memberId: b.member_id,
      sn: b.sn,
      kind: 'low-value95' as const,
      detail: `${day} 95 值 ${mbps(b.last)} Mbps，前 7 天平均 ${mbps(b.week)} Mbps`,
      title: `设备 ${b.sn} 95 值偏低`,
      content:
        `设备 ${b.sn} ${day} 的 95 值为 ${mbps(b.last)} Mbps，不到前 7 天平均（${mbps(b.week)} Mbps）的一半，` +
        '请检查线路与上行带宽。',
    })),
  );
}

/** One event per fault and one message to each bound device's member, a statement per table. */
async function recordFaults(db: DbOrTx, faults: Fault[]): Promise<void> {
  await repo.insertEvents(db, faults);
  await notify(
    db,
    faults.flatMap((f) =>
      f.memberId === null
        ? []
        : [
            {
              memberId: f.memberId,
              kind: 'fault' as const,
              title: f.title,
              content: f.content,
              deviceId: f.deviceId,
            },
          ],
    ),
  );
}

/**
 * Flips every device silent for 10 minutes to offline and records its fault, set-based (no loop per
 * device). Run under the job lock (jobs/offline-detection.ts); returns how many went offline.
 */
export async function takeSilentDevicesOffline(db: DbOrTx): Promise<number> {
  const silent = await repo.markSilentDevicesOffline(db, DEVICE_PROTOCOL.offlineAfterMinutes);
  await recordFaults(db, silent.map(offlineFault));
  return silent.length;
}

// ---------------------------------------------------------------------------------------------
// Status reads of the console.

async function visibleStatus(deps: Deps, caller: Caller, deviceId: number) {
  const row = await repo.findVisibleStatus(deps.db, caller, deviceId);
  // Another member's device answers exactly like a missing one (DESIGN §4).
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function ethInfo(deps: Deps, caller: Caller, deviceId: number): Promise<EthInfo> {
  const row = await visibleStatus(deps, caller, deviceId);
  const eth = (row.eth ?? []) as EthPort[];
  return {
    eth: eth.map((p) => ({ name: p.name, speed_mbps: p.speed_mbps, up: p.up, mac: p.mac ?? null })),
    ips: row.ips ?? [],
    nat_type: row.natType,
    reported_at: row.reportedAt?.toISOString() ?? null,
  };
}

export async function pppInfo(deps: Deps, caller: Caller, deviceId: number): Promise<PppInfo> {
  const row = await visibleStatus(deps, caller, deviceId);
  const lines = ((row.ppp ?? []) as PppLine[]).map((l) => ({ name: l.name, ip: l.ip, up: l.up }));
  return {
    line_count: lines.length,
    lines,
    totalLineAdjustCount: row.lineAdjustCount ?? 0,
    reported_at: row.reportedAt?.toISOString() ?? null,
  };
}
