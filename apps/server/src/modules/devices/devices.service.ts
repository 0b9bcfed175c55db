import { BIND_THROTTLE, MAX_BULK_IDS, deviceListReply, type DeviceFilter } from '@nodebao/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonListReply, pagesOf } from '../../lib/reply.ts';
import { findMemberById } from '../accounts/accounts.service.ts';
import { getParams } from '../params/params.service.ts';
import { canManageMember, type Caller, type FleetCaller } from '../accounts/scope.ts';
import { normalizeActivationCode } from './activation-codes.service.ts';
import type { DeviceListPage } from './device-list-cache.ts';
import * as stats from './devices-stats.repo.ts';
import * as repo from './devices.repo.ts';
import * as holdings from './holdings.repo.ts';
import * as rooms from '../rooms/room-access.service.ts';
import * as tags from '../tags/tag-access.service.ts';
import { attemptCounter } from '../throttle/throttle.service.ts';

// What other modules do to the devices table goes through here (decision 0022): a deleted tag's boxes
// are untagged, a moved cabinet's boxes follow it, settlement marks low value95 days, telemetry asks who
// held a box when a sample was taken.
export { clearTag as untagAll, followCabinet, markLowValue95 } from './devices.repo.ts';
export { holdersAt } from './holdings.repo.ts';
export { findDeviceType, saveDeviceType } from './devices.repo.ts';

export type Selection = {
  ids?: number[] | undefined;
  device_ids?: number[] | undefined;
  select_all?: boolean | undefined;
  filter?: Partial<DeviceFilter> | undefined;
};

/**
 * One page of the caller's devices. The same page asked again within seconds comes from this
 * process's cache of recent lists (device-list-cache.ts, decision 0016); the key is the caller and
 * the whole parsed query, so nobody is ever given a page computed for someone else.
 */
export async function listDevices(
  deps: Deps,
  caller: FleetCaller,
  query: Parameters<typeof repo.listDevices>[2],
): Promise<DeviceListPage> {
  const key = `${caller.id}:${caller.isOperator ? 'o' : ''}${caller.isSuperman ? 's' : ''}:${JSON.stringify(query)}`;
  return deps.deviceLists.get(key, async () => {
    const { rowsJson, total, fleet } = await repo.listDevices(deps.db, caller, query);
    return { rowsJson, pages: pagesOf(query.page, query.pageSize, total), count: fleet };
  });
}

const pageJson = new WeakMap<DeviceListPage, string>();

/**
 * A device page as the reply's JSON (deviceListReply): the rows as the database wrote them, in the
 * envelope. Made once per page object, so a page answered again from the list cache is sent as the
 * same bytes. In tests every reply is checked against the contract first.
 */
export function devicePageJson(deps: Pick<Deps, 'config'>, page: DeviceListPage): string {
  let json = pageJson.get(page);
  if (json === undefined) {
    json = jsonListReply(page.rowsJson, page.pages, { count: page.count });
    if (deps.config.env === 'test') deviceListReply.parse(JSON.parse(json));
    pageJson.set(page, json);
  }
  return json;
}

export async function deviceInfo(deps: Deps, caller: Caller, id: number) {
  const device = await repo.findDevice(deps.db, caller, id);
  if (!device) throw new AppError('NOT_FOUND', '设备不存在');
  const status = await repo.findStatus(deps.db, id);
  const pending = await repo.countPendingCommands(deps.db, id);
  return {
    ...device,
    status: status
      ? { ...status, ips: status.ips ?? [], reported_at: new Date(status.reported_at).toISOString() }
      : null,
    pending_commands: pending,
  };
}

/**
 * Runs a bulk change on a selection, all or nothing (issue 3: up to 10,000 ids, atomic): the rows are
 * locked, every id must be visible to the caller, and `change` runs in the same transaction.
 */
async function onSelection(
  deps: Deps,
  caller: Caller,
  selection: Selection,
  change: (tx: Tx, ids: number[]) => Promise<void>,
): Promise<{ affected: number }> {
  const named = namedIds(selection);
  return deps.db.transaction(async (tx) => {
    const ids = named
      ? await repo.lockSelection(tx, caller, { ids: named })
      : await repo.lockSelection(tx, caller, { filter: selection.filter ?? {} });
    if (ids === null) throw new AppError('NOT_FOUND', '部分设备不存在或无权操作');
    if (ids.length > MAX_BULK_IDS) throw new AppError('TOO_MANY_DEVICES');
    if (ids.length === 0) throw new AppError('NO_DEVICES_SELECTED');
    await change(tx, ids);
    return { affected: ids.length };
  });
}

/** The ids a selection names, each once; null when it selects every box a filter matches. */
function namedIds(selection: Selection): number[] | null {
  if (selection.select_all) return null;
  const explicit = selection.ids ?? selection.device_ids;
  if (!explicit || explicit.length === 0) throw new AppError('NO_DEVICES_SELECTED');
  return [...new Set(explicit)];
}

export async function moveToTag(deps: Deps, caller: Caller, tagId: number, selection: Selection) {
  const checkTag = async (tx: Tx) => {
    if (tagId && !(await tags.findVisibleTag(tx, caller, tagId)))
      throw new AppError('NOT_FOUND', '标签不存在');
  };
  const ids = namedIds(selection);
  if (!ids) {
    return onSelection(deps, caller, selection, async (tx, matched) => {
      await checkTag(tx);
      await repo.setTag(tx, matched, tagId || null);
    });
  }
  // Named boxes move in one statement that checks each box's rights as it locks it: a locking pass
  // before it wrote every row once more (~12 % of a move of 10,000; issue 17, BENCHMARKS.md).
  // Any box not moved (missing, or not the caller's) undoes the whole move.
  if (ids.length > MAX_BULK_IDS) throw new AppError('TOO_MANY_DEVICES');
  return deps.db.transaction(async (tx) => {
    await checkTag(tx);
    const moved = await repo.setTagOfOwned(tx, caller, ids, tagId || null);
    if (moved !== ids.length) throw new AppError('NOT_FOUND', '部分设备不存在或无权操作');
    return { affected: moved };
  });
}

/**
 * Puts devices up in a machine room (and optionally one of its cabinets): the install and move-room
 * calls. The room's place (province, city) and ISP become the devices'; each device gets an install
 * record.
 */
export async function installInRoom(
  deps: Deps,
  caller: Caller,
  target: { room_id: number; cabinet_id: number },
  selection: Selection,
) {
  return onSelection(deps, caller, selection, async (tx, ids) => {
    const room = await rooms.findVisibleRoom(tx, caller, target.room_id);
    if (!room || room.pid !== 0) throw new AppError('NOT_FOUND', '机房不存在');
    if (target.cabinet_id) {
      const cabinet = await rooms.findVisibleRoom(tx, caller, target.cabinet_id);
      if (!cabinet) throw new AppError('NOT_FOUND', '机柜不存在');
      if (cabinet.pid !== room.id) throw new AppError('CABINET_NOT_IN_ROOM');
    }
    await repo.placeInRoom(
      tx,
      ids,
      { id: room.id, province_code: room.provinceCode, city_code: room.cityCode, isp: room.isp },
      target.cabinet_id || null,
    );
    await repo.recordInstalls(tx, ids, 'install', caller.id);
  });
}

/** Takes devices down from their room: the uninstall call. */
export async function uninstall(deps: Deps, caller: Caller, selection: Selection) {
  return onSelection(deps, caller, selection, async (tx, ids) => {
    await repo.recordInstalls(tx, ids, 'uninstall', caller.id);
    await repo.takeDown(tx, ids);
  });
}

/**
 * Allocates devices to a member (fenpei): an operator among its sub-members, staff to anyone. A box
 * that changes member starts a new holding and leaves everything of its former member behind.
 */
export async function allocateToMember(
  deps: Deps,
  caller: Caller,
  memberId: number,
  selection: Selection & { held_since?: string | undefined },
) {
  const target = await findMemberById(deps.db, memberId);
  if (!target || !canManageMember(caller, target)) throw new AppError('NOT_FOUND', '会员不存在');
  const since = selection.held_since ? new Date(selection.held_since) : undefined;
  if (since) {
    const retentionDays = (await getParams(deps.db)).telemetry.raw_retention_days;
    if (!caller.isSuperman || !withinDays(since, retentionDays)) throw new AppError('HELD_SINCE_REFUSED');
  }
  return onSelection(deps, caller, selection, async (tx, ids) => {
    // A holding that starts in the past must not take over anything already reported (decision 0021).
    if (since && (await holdings.everHeldOrReported(tx, ids))) throw new AppError('HELD_SINCE_REFUSED');
    await holdings.changeHolder(tx, ids, { memberId: target.id, ...(since ? { since } : {}) });
  });
}

/** Not in the future, and not before the raw samples' retention: history can only be sent that far back. */
function withinDays(at: Date, days: number): boolean {
  const now = Date.now();
  return at.getTime() <= now && at.getTime() >= now - days * 86_400_000;
}

/** Removes devices from their member's account (unbinds them): they leave with nothing of the member's. */
export async function removeFromMember(deps: Deps, caller: Caller, selection: Selection) {
  return onSelection(deps, caller, selection, async (tx, ids) => {
    await holdings.changeHolder(tx, ids, { memberId: null });
  });
}

/** Queues a reboot for each device, unless one is already waiting. */
export async function reboot(deps: Deps, caller: Caller, selection: Selection) {
  return onSelection(deps, caller, selection, (tx, ids) => repo.queueReboot(tx, ids, caller.id));
}

/** The configuration a device runs: its room's (or cabinet's) template. */
export async function deviceConfig(deps: Deps, caller: Caller, id: number) {
  const device = await repo.findDevice(deps.db, caller, id);
  if (!device) throw new AppError('NOT_FOUND', '设备不存在');
  const template = await repo.findRunningTemplate(deps.db, device);
  return { device_id: device.id, room_info: device.room_info, template: template ?? null };
}

/**
 * Binds a provisioned device to the caller with one of the caller's unused activation codes. The code
 * and the device are locked together, so two members racing for one SN (or one code) bind once. An
 * unknown SN and another member's box are refused alike, and failed binds are counted per member
 * (BIND_THROTTLE), so nobody can find out which serial numbers exist or are in use (issue 11 §4).
 */
export async function bindDevice(
  deps: Deps,
  caller: Caller,
  input: { sn: string; code: string; name?: string | undefined },
) {
  const failures = attemptCounter(deps.db, `bind-fail:${caller.id}`, BIND_THROTTLE.windowSeconds);
  if (await failures.reached(BIND_THROTTLE.perMember)) throw new AppError('BIND_LOCKED');
  let deviceId: number;
  try {
    deviceId = await deps.db.transaction(async (tx) => {
      const code = await repo.lockMemberCode(tx, caller.id, normalizeActivationCode(input.code));
      if (!code || code.status !== 'unused') throw new AppError('CODE_INVALID');
      const device = await repo.lockDeviceBySn(tx, input.sn);
      if (device?.memberId === caller.id) throw new AppError('DEVICE_ALREADY_BOUND');
      if (!device || device.memberId !== null) throw new AppError('DEVICE_SN_UNAVAILABLE');
      if (code.deviceTypeId && device.deviceTypeId && code.deviceTypeId !== device.deviceTypeId) {
        throw new AppError('CODE_TYPE_MISMATCH');
      }
      await holdings.changeHolder(tx, [device.id], { memberId: caller.id });
      if (input.name) await repo.setName(tx, device.id, input.name);
      await repo.markCodeUsed(tx, code.id, device.id);
      return device.id;
    });
  } catch (err) {
    if (err instanceof AppError) await failures.count();
    throw err;
  }
  const row = await repo.findDevice(deps.db, caller, deviceId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deviceTypeList(deps: Deps) {
  const list = await repo.listDeviceTypes(deps.db);
  return list.map((t) => ({
    id: t.id,
    name: t.name,
    code_price_fen: t.codePriceFen,
    description: t.description,
  }));
}

export async function codeList(
  deps: Deps,
  caller: Caller,
  q: { page: number; pageSize: number; status?: 'unused' | 'used' | undefined },
) {
  const data = await repo.listMemberCodes(deps.db, caller.id, q);
  const { all, used } = await repo.countMemberCodes(deps.db, caller.id);
  const listed = q.status === 'used' ? used : q.status === 'unused' ? all - used : all;
  return {
    data: data.map((c) => ({
      ...c,
      created_at: new Date(c.created_at).toISOString(),
      used_at: c.used_at ? new Date(c.used_at).toISOString() : null,
    })),
    pages: pagesOf(q.page, q.pageSize, listed),
    countData: { all_count: all, activate_count: used, unactivate_count: all - used },
  };
}

// ---- statistics of the fleet ---------------------------------------------------------------------

export function fleetSummary(deps: Deps, caller: Caller) {
  return stats.fleetSummary(deps.db, caller);
}

export async function runLog(deps: Deps, caller: Caller, q: Parameters<typeof stats.runLog>[2]) {
  const { data, total } = await stats.runLog(deps.db, caller, q);
  return { data, pages: pagesOf(q.page, q.pageSize, total) };
}

export function devicesByRoom(deps: Deps, caller: Caller) {
  return stats.devicesByRoom(deps.db, caller);
}

export function yesterdayRank(deps: Deps, caller: Caller, limit: number) {
  return stats.yesterdayRank(deps.db, caller, limit);
}

/** The owner's own fields of a box: its name, and (operators, staff) its ISP. */
export async function updateDevice(
  deps: Deps,
  caller: Caller,
  input: { id: number; name?: string | undefined; isp?: 'telecom' | 'unicom' | 'mobile' | null | undefined },
) {
  if (!(await repo.updateOwnFields(deps.db, caller, input))) throw new AppError('NOT_FOUND', '设备不存在');
  // The reply is the device read again (SPEC §4): the web merges it into every list that holds it.
  return deviceInfo(deps, caller, input.id);
}

export async function installRecords(
  deps: Deps,
  caller: Caller,
  q: Parameters<typeof repo.listInstallRecords>[2],
) {
  const { rows, total } = await repo.listInstallRecords(deps.db, caller, q);
  return {
    data: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    pages: pagesOf(q.page, q.pageSize, total),
  };
}

/** The list's kept counts and keys against the boxes they describe (reconcile). */
export function listKeyMismatches(db: DbOrTx) {
  return repo.listKeyMismatches(db);
}
