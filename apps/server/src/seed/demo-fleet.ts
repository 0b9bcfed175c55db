import fs from 'node:fs';
import path from 'node:path';
import {
  DEVICE_PROTOCOL,
  deviceReportBody,
  memberTagMoveBody,
  roomSaveBody,
  tagSaveBody,
  userSaveBody,
} from '@nodebao/contract';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import * as accountsRepo from '../modules/accounts/accounts.repo.ts';
import type { Caller } from '../modules/accounts/scope.ts';
import * as devices from '../modules/devices/devices.service.ts';
import * as members from '../modules/accounts/members.service.ts';
import * as rooms from '../modules/rooms/rooms.service.ts';
import * as tags from '../modules/tags/tags.service.ts';
import { daySlotOf, kbpsOf } from '../modules/telemetry/buckets.ts';
import { createBatch } from '../modules/telemetry/provisioning.service.ts';
import { findDeviceCredentials } from '../modules/telemetry/telemetry.repo.ts';
import { ingestReports, takeSilentDevicesOffline } from '../modules/telemetry/telemetry.service.ts';
import { profileFor } from './box-model/profile.ts';
import { sampleAt, statusAt } from './box-model/reports.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';
import {
  demoFleetExists,
  insertDayRows,
  insertPastEvents,
  lastReportedAt,
  backdateMembers,
  setInviter,
  type DemoDayRow,
} from './demo-history.repo.ts';

/** The demo fleet of `npm start` (DESIGN §10): its size, SN prefix and how far its history goes. */
export const DEMO_FLEET = { boxes: 200, snPrefix: 'NB2026', historyDays: 35 } as const;
/** Where the demo boxes' secrets are kept for the simulator that keeps them reporting (start.mjs). */
export const DEMO_FLEET_FILE = 'simulator-fleet.json';

const DAY_SECONDS = 86_400;
const { bucketSeconds: BUCKET } = DEVICE_PROTOCOL;

export type DemoFleetSummary = { boxes: number; dayRows: number; reports: number };

/**
 * Builds the demo fleet on a database that has the demo accounts but no fleet yet, in one transaction
 * (a start stopped half-way leaves nothing, and the next start builds it again): the operator's
 * organisation (two more sub-members, member tags, two machine rooms with cabinets), 200 boxes
 * provisioned and handed out, racked and tagged through the same services the console calls, then
 * 35 days of history straight into the day rollups and today's reports through ingestion. The boxes'
 * traffic is the simulator's model (box-model/), so the live reports that follow continue the curve.
 * Returns null when the fleet is there already.
 */
export async function seedDemoFleet(
  deps: Deps,
  dataDir: string,
  shape: { boxes: number; historyDays: number } = DEMO_FLEET,
): Promise<DemoFleetSummary | null> {
  if (await demoFleetExists(deps.db, DEMO_FLEET.snPrefix)) return null;
  const summary = await deps.db.transaction(async (tx) => {
    // The services open their own transactions: inside this one they become savepoints.
    const inTx: Deps = { ...deps, db: tx as unknown as Db };
    const people = await demoPeople(inTx);
    // The people were there before the boxes' history began: registered a week before it.
    await backdateMembers(
      tx,
      [people.staff.id, people.operator.id, people.member.id, people.subA, people.subB],
      shape.historyDays + 7,
    );
    const placed = await organise(inTx, people);
    const { fleet, shares } = await provision(inTx, people, shape);
    await rackAndTag(inTx, people, placed, shares);
    const dayRows = await writeHistory(inTx, fleet, shape.historyDays, incidentsFor(fleet, people));
    const reports = await reportToday(inTx, fleet);
    return {
      boxes: fleet.length,
      dayRows,
      reports,
      secrets: fleet.map(({ sn, secret }) => ({ sn, secret })),
    };
  });
  // After the commit: a file naming boxes that do not exist would be worse than none.
  const fleetFile = path.join(dataDir, DEMO_FLEET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fleetFile, JSON.stringify(summary.secrets, null, 1), { mode: 0o600 });
  return { boxes: summary.boxes, dayRows: summary.dayRows, reports: summary.reports };
}

type People = { staff: Caller; operator: Caller; member: Caller; subA: number; subB: number };
type Box = { id: number; sn: string; secret: string; memberId: number };

async function demoPeople(deps: Deps): Promise<People> {
  const find = async (mobile: string) => {
    const found = await accountsRepo.findMemberByMobile(deps.db, mobile);
    if (!found) throw new Error(`demo account ${mobile} is missing: seed the demo accounts first`);
    return { id: found.id, isOperator: found.isOperator, isSuperman: found.isSuperman };
  };
  const operator = await find(DEMO_ACCOUNTS.operator.mobile);
  const subMember = async (mobile: string, nickname: string) =>
    (
      await members.saveUser(
        deps,
        operator,
        userSaveBody.parse({ mobile, password: DEMO_PASSWORD, nickname }),
      )
    ).id;
  const people = {
    staff: await find(DEMO_ACCOUNTS.superman.mobile),
    operator,
    member: await find(DEMO_ACCOUNTS.member.mobile),
    subA: await subMember('13800000003', '杭州合伙人'),
    subB: await subMember('13800000004', '广州合伙人'),
  };
  // The demo member invited 杭州合伙人 (whose boxes earn it referral) and a friend with no box yet.
  const friend = await subMember('13800000005', '新朋友');
  await setInviter(deps.db, [people.subA, friend], people.member.id);
  return people;
}

/** The operator's member tags and its two machine rooms with three cabinets each. */
async function organise(deps: Deps, people: People) {
  const { operator } = people;
  const vip = await tags.saveMemberTag(deps, operator, tagSaveBody.parse({ name: '重点合伙人' }));
  await tags.saveMemberTag(deps, operator, tagSaveBody.parse({ name: '新加入' }));
  await tags.moveMembersToTag(
    deps,
    operator,
    memberTagMoveBody.parse({ id: vip.id, member_ids: [people.subA, people.subB] }),
  );
  const machineRooms = [
    {
      name: '杭州电信一号机房',
      province_code: '330000',
      city_code: '330100',
      isp: 'telecom',
      bandwidth_mbps: 20000,
    },
    {
      name: '广州联通机房',
      province_code: '440000',
      city_code: '440100',
      isp: 'unicom',
      bandwidth_mbps: 10000,
    },
  ];
  const slots: { room_id: number; cabinet_id: number }[] = [];
  for (const room of machineRooms) {
    const saved = await rooms.saveRoom(deps, operator, roomSaveBody.parse(room));
    for (const name of ['A01', 'A02', 'B01']) {
      const cabinet = await rooms.saveRoom(deps, operator, roomSaveBody.parse({ name, pid: saved.id }));
      slots.push({ room_id: saved.id, cabinet_id: cabinet.id });
    }
  }
  return slots;
}

/**
 * The boxes, provisioned by staff in the models on sale, then handed out: 40 % to the demo member,
 * 30 % and 20 % to the two partners, the rest to the operator itself. They are held since before the
 * history below, so its income is theirs (decision 0021).
 */
async function provision(deps: Deps, people: People, shape: { boxes: number; historyDays: number }) {
  const count = shape.boxes;
  const types = await devices.deviceTypeList(deps);
  const provisioned = [];
  for (const [i, type] of types.entries()) {
    const batch = Math.floor(count / types.length) + (i < count % types.length ? 1 : 0);
    const created = await createBatch(deps, {
      count: batch,
      device_type_id: type.id,
      sn_prefix: DEMO_FLEET.snPrefix,
    });
    provisioned.push(...created.devices);
  }
  const ids = new Map(
    (
      await findDeviceCredentials(
        deps.db,
        provisioned.map((d) => d.sn),
      )
    ).map((d) => [d.sn, d.id]),
  );
  const heldSince = new Date(Date.now() - (shape.historyDays + 1) * DAY_SECONDS * 1000).toISOString();
  const plan = [
    { memberId: people.member.id, share: 0.4 },
    { memberId: people.subA, share: 0.3 },
    { memberId: people.subB, share: 0.2 },
    { memberId: people.operator.id, share: 1 },
  ];
  const fleet: Box[] = [];
  const shares: { memberId: number; ids: number[] }[] = [];
  for (const { memberId, share } of plan) {
    const slice = provisioned.slice(fleet.length, fleet.length + Math.round(provisioned.length * share));
    if (slice.length === 0) continue;
    const sliceIds = slice.map((d) => ids.get(d.sn) as number);
    await devices.allocateToMember(deps, people.staff, memberId, { ids: sliceIds, held_since: heldSince });
    fleet.push(...slice.map((d, k) => ({ ...d, id: sliceIds[k] as number, memberId })));
    shares.push({ memberId, ids: sliceIds });
  }
  return { fleet, shares };
}

/**
 * The operator racks 92 % of the boxes cabinet by cabinet (the rest wait to be installed); the demo
 * member files its own boxes under three tags of its own.
 */
async function rackAndTag(
  deps: Deps,
  people: People,
  slots: { room_id: number; cabinet_id: number }[],
  shares: { memberId: number; ids: number[] }[],
) {
  const all = shares.flatMap((s) => s.ids);
  const rackable = all.slice(0, Math.floor(all.length * 0.92));
  const perSlot = Math.ceil(rackable.length / slots.length);
  for (const [i, slot] of slots.entries()) {
    const batch = rackable.slice(i * perSlot, (i + 1) * perSlot);
    if (batch.length) await devices.installInRoom(deps, people.operator, slot, { ids: batch });
  }
  const mine = shares.find((s) => s.memberId === people.member.id)?.ids ?? [];
  for (const [i, name] of ['客厅', '公司', '老家'].entries()) {
    const tag = await tags.saveTag(deps, people.member, tagSaveBody.parse({ name }));
    const slice = mine.filter((_, j) => j % 3 === i);
    if (slice.length) await devices.moveToTag(deps, people.member, tag.id, { ids: slice });
  }
}

/** The Beijing day `daysAgo` days before now (YYYY-MM-DD) and the epoch second it starts at. */
function beijingDay(daysAgo: number): { day: string; start: number } {
  const { day } = daySlotOf(Math.floor(Date.now() / 1000) - daysAgo * DAY_SECONDS);
  return { day, start: Date.parse(`${day}T00:00:00+08:00`) / 1000 };
}

/**
 * Two days the demo made differ, so that 收益诊断 has something real to explain (issue 50 §1): yesterday
 * (what the member home shows) a third of the demo member's boxes lost the afternoon and evening
 * (no reports 15:00–23:00: power in one room), and three days ago line ppp0 of some of its boxes with
 * two lines or more was down from noon to midnight, reported as a box reports it (a line-down fault).
 */
type Incidents = { offlineDaysAgo: number; offline: Set<number>; lineDaysAgo: number; lineDown: Set<number> };

function incidentsFor(fleet: Box[], people: People): Incidents {
  const mine = fleet.filter((b) => b.memberId === people.member.id);
  const multiLine = mine.filter((b) => profileFor(b.sn).lines >= 2);
  return {
    offlineDaysAgo: 1,
    offline: new Set(mine.filter((_, i) => i % 3 === 0).map((b) => b.id)),
    lineDaysAgo: 3,
    lineDown: new Set(multiLine.filter((_, i) => i % 3 === 1).map((b) => b.id)),
  };
}

/** The model's sample with the day's incident applied: none while offline, line ppp0 silent while down. */
function withIncident(
  sample: ReturnType<typeof sampleAt>,
  box: Box,
  daysAgo: number,
  bucket: number,
  incidents: Incidents,
): ReturnType<typeof sampleAt> {
  if (!sample) return sample;
  const hour = Math.floor((bucket * BUCKET) / 3600);
  if (daysAgo === incidents.offlineDaysAgo && incidents.offline.has(box.id) && hour >= 15 && hour < 23)
    return null;
  if (daysAgo === incidents.lineDaysAgo && incidents.lineDown.has(box.id) && hour >= 12) {
    const lines = sample.lines.map((l, i) => (i === 0 ? { ...l, bytes_up: 0, bytes_down: 0, up: false } : l));
    return {
      ...sample,
      lines,
      bytes_up: lines.reduce((s, l) => s + l.bytes_up, 0),
      bytes_down: lines.reduce((s, l) => s + l.bytes_down, 0),
    };
  }
  return sample;
}

/** The finished days before today, each box's day computed from the box model, one statement per day. */
async function writeHistory(deps: Deps, fleet: Box[], days: number, incidents: Incidents): Promise<number> {
  let written = 0;
  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    const { day, start } = beijingDay(daysAgo);
    if (daysAgo === incidents.lineDaysAgo)
      await insertPastEvents(
        deps.db,
        fleet
          .filter((b) => incidents.lineDown.has(b.id))
          .map((b) => ({
            deviceId: b.id,
            memberId: b.memberId,
            kind: 'line-down',
            detail: '线路 ppp0 掉线',
            at: start + 12 * 3600,
          })),
      );
    const dayRows = fleet.map((box): DemoDayRow => {
      const profile = profileFor(box.sn);
      const row: DemoDayRow = {
        deviceId: box.id,
        day,
        memberId: box.memberId,
        upKbps: [],
        bytesUp: 0,
        bytesDown: 0,
        samples: 0,
      };
      for (let i = 0; i < DEVICE_PROTOCOL.dayBuckets; i++) {
        const sample = withIncident(
          sampleAt(box.sn, profile, start + i * BUCKET),
          box,
          daysAgo,
          i,
          incidents,
        );
        row.upKbps.push(sample ? kbpsOf(sample.bytes_up) : -1);
        if (!sample) continue;
        row.bytesUp += sample.bytes_up;
        row.bytesDown += sample.bytes_down;
        row.samples += 1;
      }
      return row;
    });
    await insertDayRows(deps.db, dayRows);
    written += dayRows.length;
  }
  return written;
}

/**
 * Today so far, through ingestion itself: each box's report of its buckets since midnight with its
 * status, as a box catching up would send it. Ingestion keeps the raw samples, the day rows, the
 * statuses and the fault events (a line down, a disk near full), so the home's 异常 count, the list's
 * markers and the event records agree from the first view. A box in an outage right now reported last
 * before it began: it goes offline the way the offline job takes a silent box offline.
 */
async function reportToday(deps: Deps, fleet: Box[]): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const lastBucket = Math.floor(now / BUCKET) * BUCKET - BUCKET;
  const { start } = beijingDay(0);
  const silentSince: { deviceId: number; at: number }[] = [];
  const inputs = fleet.map((box) => {
    const profile = profileFor(box.sn);
    const samples = [];
    for (let s = start; s <= lastBucket; s += BUCKET) {
      const sample = sampleAt(box.sn, profile, s);
      if (sample) samples.push(sample);
    }
    const last = samples.at(-1);
    if (last && last.start < lastBucket) silentSince.push({ deviceId: box.id, at: last.start + BUCKET });
    const lineAdjustments = Array.from({ length: profile.lines }, () => 0);
    return {
      device: { id: box.id, sn: box.sn, memberId: box.memberId, ts: now },
      // Read as the device API reads a report body: the contract checks what the model produced.
      report: deviceReportBody.parse({
        samples,
        status: statusAt(box.sn, profile, (last?.start ?? lastBucket) + BUCKET, lineAdjustments),
      }),
    };
  });
  for (let i = 0; i < inputs.length; i += 50) await ingestReports(deps, inputs.slice(i, i + 50));
  await lastReportedAt(deps.db, silentSince);
  await takeSilentDevicesOffline(deps.db);
  return inputs.length;
}
