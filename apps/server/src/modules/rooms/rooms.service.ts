import type {
  Pages,
  PartnerRoom,
  Room,
  RoomSaveInput,
  Template,
  TemplateSaveInput,
  TemplateSettings,
} from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { pagesOf, replyRow } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { Caller } from '../accounts/scope.ts';
import { areaNames, assertAreaCodes, type AreaCodes } from '../../lib/areas.ts';
import { followCabinet } from '../devices/devices.service.ts';
import * as repo from './rooms.repo.ts';

// ---- presenting ------------------------------------------------------------------------------

/** A room as the contract writes it: its view (rooms.repo.ts) renamed, with its places' names. */
function toRoom(r: repo.RoomViewRow): Room {
  return { ...replyRow(r), ...areaNames(r) };
}

function settingsOf(t: repo.TemplateRow | repo.TemplateViewRow): TemplateSettings {
  return {
    dial_mode: t.dialMode,
    line_count: t.lineCount,
    up_limit_mbps: t.upLimitMbps,
    down_limit_mbps: t.downLimitMbps,
    // Free-text columns in the table; the contract's enums are the only values ever written.
    business_type: t.businessType as TemplateSettings['business_type'],
    cache_disk_policy: t.cacheDiskPolicy as TemplateSettings['cache_disk_policy'],
  };
}

function toTemplate(t: repo.TemplateViewRow): Template {
  return {
    id: t.id,
    name: t.name,
    ...settingsOf(t),
    room_count: t.roomCount,
    owner_id: t.ownerId,
    owner_mobile: t.ownerMobile,
    created_at: t.createdAt.toISOString(),
  };
}

/** What a device receives in an apply-template command. */
function applyTemplatePayload(t: repo.TemplateRow) {
  return { template_id: t.id, name: t.name, ...settingsOf(t) };
}

async function roomView(db: DbOrTx, caller: Caller, id: number): Promise<Room> {
  const row = await repo.findRoomView(db, caller, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toRoom(row);
}

// ---- rooms and cabinets ----------------------------------------------------------------------

export async function listRooms(
  deps: Deps,
  caller: Caller,
  query: { pid: number; keyword: string; page: number; pageSize: number },
) {
  if (query.pid !== 0) {
    const parent = await repo.findVisibleRoom(deps.db, caller, query.pid);
    if (!parent || parent.pid !== 0) throw new AppError('NOT_FOUND', '机房不存在');
  }
  const { rows, total } = await repo.listRooms(deps.db, caller, query);
  const counts = await repo.countRooms(deps.db, caller, query.pid);
  return { data: rows.map(toRoom), pages: pagesOf(query.page, query.pageSize, total), ...counts };
}

export async function roomInfo(deps: Deps, caller: Caller, id: number): Promise<Room> {
  return roomView(deps.db, caller, id);
}

/** `template_id` of a save: left out keeps it, 0 or null clears it, an id must be a visible template. */
async function resolveTemplate(
  tx: DbOrTx,
  caller: Caller,
  templateId: number | null | undefined,
): Promise<repo.TemplateRow | null | undefined> {
  if (templateId === undefined) return undefined;
  if (!templateId) return null;
  const template = await repo.findVisibleTemplate(tx, caller, templateId, 'share');
  if (!template) throw new AppError('NOT_FOUND', '模板不存在');
  return template;
}

function areaOf(input: RoomSaveInput, current: AreaCodes | null): AreaCodes {
  const pick = (value: string | null | undefined, kept: string | null | undefined) =>
    value === undefined ? (kept ?? null) : value;
  return {
    provinceCode: pick(input.province_code, current?.provinceCode),
    cityCode: pick(input.city_code, current?.cityCode),
    districtCode: pick(input.district_code, current?.districtCode),
  };
}

async function createRoom(tx: DbOrTx, caller: Caller, input: RoomSaveInput): Promise<number> {
  const pid = input.pid ?? 0;
  // A cabinet belongs to its machine room's owner, so a room and its cabinets are one owner's.
  let ownerId = caller.id;
  if (pid !== 0) {
    const parent = await repo.findVisibleRoom(tx, caller, pid);
    if (!parent) throw new AppError('NOT_FOUND', '上级机房不存在');
    if (parent.pid !== 0) throw new AppError('ROOM_PARENT_INVALID', '机柜下不能再添加机柜');
    ownerId = parent.ownerId;
  }
  const area = areaOf(input, null);
  assertAreaCodes(area);
  const template = await resolveTemplate(tx, caller, input.template_id);

  await repo.lockSiblingGroup(tx, ownerId, pid);
  // The parent may have been deleted while we waited; holding it shared keeps it until we commit.
  if (pid !== 0 && !(await repo.findVisibleRoom(tx, caller, pid, 'share')))
    throw new AppError('NOT_FOUND', '上级机房不存在');
  const row = await repo.insertRoom(tx, {
    ownerId,
    pid,
    name: input.name,
    ...area,
    address: input.address ?? '',
    isp: input.isp ?? null,
    bandwidthMbps: input.bandwidth_mbps ?? 0,
    remark: input.remark ?? '',
    templateId: template?.id ?? null,
    sort: await repo.nextSort(tx, ownerId, pid),
  });
  return row.id;
}

async function updateRoom(tx: DbOrTx, caller: Caller, id: number, input: RoomSaveInput): Promise<number> {
  const current = await repo.findVisibleRoom(tx, caller, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (input.pid !== undefined && input.pid !== current.pid) {
    if (current.pid === 0 || input.pid === 0)
      throw new AppError('ROOM_PARENT_INVALID', '机房和机柜不能互相转换');
    await moveCabinet(tx, caller, current, input.pid);
  }
  const area = areaOf(input, current);
  assertAreaCodes(area);
  const template = await resolveTemplate(tx, caller, input.template_id);

  await repo.updateRoom(tx, id, {
    name: input.name,
    ...area,
    address: input.address,
    isp: input.isp,
    bandwidthMbps: input.bandwidth_mbps,
    remark: input.remark,
    templateId: template === undefined ? undefined : (template?.id ?? null),
  });
  // A newly chosen template goes out to the boxes already in the room.
  if (template && template.id !== current.templateId) {
    await repo.queueApplyTemplate(tx, [id], applyTemplatePayload(template), caller.id);
  }
  return id;
}

export async function saveRoom(deps: Deps, caller: Caller, input: RoomSaveInput): Promise<Room> {
  return deps.db.transaction(async (tx) => {
    const id = input.id ? await updateRoom(tx, caller, input.id, input) : await createRoom(tx, caller, input);
    return roomView(tx, caller, id);
  });
}

export async function deleteRoom(deps: Deps, caller: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await repo.findVisibleRoom(tx, caller, id);
    if (!found) throw new AppError('NOT_FOUND');
    await repo.lockSiblingGroup(tx, found.ownerId, found.pid);
    const room = await repo.findVisibleRoom(tx, caller, id, 'update');
    if (!room) throw new AppError('NOT_FOUND');
    if ((await repo.countDevicesIn(tx, id)) > 0) throw new AppError('ROOM_HAS_DEVICES');
    if (room.pid === 0 && (await repo.countCabinets(tx, id)) > 0) throw new AppError('ROOM_HAS_CABINETS');
    await repo.deleteRoom(tx, id);
  });
}

/**
 * Swaps a room with its previous (-1) or next (+1) sibling: same parent, same owner. Sort values
 * that tie (rows written by hand) are renumbered so that the swap always shows.
 */
export async function shiftRoom(deps: Deps, caller: Caller, id: number, direction: -1 | 1): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const room = await repo.findVisibleRoom(tx, caller, id);
    if (!room) throw new AppError('NOT_FOUND');
    await repo.lockSiblingGroup(tx, room.ownerId, room.pid);
    const siblings = await repo.listSiblings(tx, room.ownerId, room.pid);
    const i = siblings.findIndex((s) => s.id === id);
    if (i < 0) throw new AppError('NOT_FOUND');
    const j = i + direction;
    const self = siblings[i];
    const other = siblings[j];
    if (!self || !other) throw new AppError(direction < 0 ? 'ROOM_ALREADY_FIRST' : 'ROOM_ALREADY_LAST');

    if (self.sort !== other.sort) {
      await repo.setSorts(tx, [
        { id: self.id, sort: other.sort },
        { id: other.id, sort: self.sort },
      ]);
      return;
    }
    const order = siblings.map((s) => s.id);
    [order[i], order[j]] = [other.id, self.id];
    await repo.setSorts(
      tx,
      order.map((rowId, k) => ({ id: rowId, sort: k + 1 })),
    );
  });
}

/**
 * Moves a cabinet under another machine room of the same owner; its devices' room follows. Sibling
 * groups are locked in a fixed order so that two moves in opposite directions cannot deadlock.
 */
async function moveCabinet(
  tx: DbOrTx,
  caller: Caller,
  cabinet: repo.RoomRow,
  targetId: number,
): Promise<void> {
  if (cabinet.pid === 0) throw new AppError('ROOM_MOVE_INVALID', '只能移动机柜，机房不能移动');
  const target = await repo.findVisibleRoom(tx, caller, targetId);
  if (!target) throw new AppError('NOT_FOUND', '目标机房不存在');
  if (target.pid !== 0) throw new AppError('ROOM_MOVE_INVALID', '机柜只能移到机房下');
  if (target.ownerId !== cabinet.ownerId) throw new AppError('ROOM_MOVE_INVALID');
  if (target.id === cabinet.pid) return;

  for (const pid of [cabinet.pid, target.id].sort((a, b) => a - b)) {
    await repo.lockSiblingGroup(tx, cabinet.ownerId, pid);
  }
  const locked = await repo.findVisibleRoom(tx, caller, cabinet.id, 'update');
  if (!locked || locked.pid !== cabinet.pid)
    throw new AppError('NOT_FOUND', '机柜已被移动或删除，请刷新后重试');
  if (!(await repo.findVisibleRoom(tx, caller, target.id, 'share')))
    throw new AppError('NOT_FOUND', '目标机房不存在');

  const sort = await repo.nextSort(tx, cabinet.ownerId, target.id);
  await repo.updateRoom(tx, cabinet.id, { pid: target.id, sort });
  await followCabinet(tx, cabinet.id, target.id);
}

export async function moveRoom(deps: Deps, caller: Caller, id: number, pid: number): Promise<Room> {
  return deps.db.transaction(async (tx) => {
    const cabinet = await repo.findVisibleRoom(tx, caller, id);
    if (!cabinet) throw new AppError('NOT_FOUND');
    await moveCabinet(tx, caller, cabinet, pid);
    return roomView(tx, caller, id);
  });
}

// ---- config templates ------------------------------------------------------------------------

export async function listTemplates(
  deps: Deps,
  caller: Caller,
  query: { keyword: string; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listTemplates(deps.db, caller, query);
  return { data: rows.map(toTemplate), pages: pagesOf(query.page, query.pageSize, total) };
}

/**
 * Creates or updates a template and, with `room_ids`, assigns it to those rooms and queues it for
 * every device in them. All in one transaction: a room the caller may not see undoes everything.
 */
export async function saveTemplate(deps: Deps, caller: Caller, input: TemplateSaveInput) {
  return deps.db.transaction(async (tx) => {
    const settings = {
      name: input.name,
      dialMode: input.dial_mode,
      lineCount: input.line_count,
      upLimitMbps: input.up_limit_mbps,
      downLimitMbps: input.down_limit_mbps,
      businessType: input.business_type,
      cacheDiskPolicy: input.cache_disk_policy,
    };
    let template: repo.TemplateRow;
    if (input.id) {
      if (!(await repo.findVisibleTemplate(tx, caller, input.id, 'update'))) throw new AppError('NOT_FOUND');
      template = await repo.updateTemplate(tx, input.id, settings);
    } else {
      template = await repo.insertTemplate(tx, { ...settings, ownerId: caller.id });
    }

    let queued = 0;
    const roomIds = [...new Set(input.room_ids ?? [])];
    if (roomIds.length > 0) {
      if ((await repo.countVisibleRooms(tx, caller, roomIds)) !== roomIds.length)
        throw new AppError('NOT_FOUND', '机房不存在');
      await repo.setRoomsTemplate(tx, roomIds, template.id);
      queued = await repo.queueApplyTemplate(tx, roomIds, applyTemplatePayload(template), caller.id);
    }
    const view = await repo.findTemplateView(tx, caller, template.id);
    if (!view) throw new AppError('NOT_FOUND');
    return { ...toTemplate(view), queued_commands: queued };
  });
}

/** Deletes a template; the rooms using it keep their settings on the boxes and lose the link. */
export async function deleteTemplate(deps: Deps, caller: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findVisibleTemplate(tx, caller, id, 'update'))) throw new AppError('NOT_FOUND');
    await repo.detachTemplate(tx, id);
    await repo.deleteTemplate(tx, id);
  });
}

/**
 * `POST /api/admin/hezuo-list`: the machine rooms of the platform's partners (operators), for staff
 * (/superman/hezuo-list): where they are, whose they are, and how many boxes run there. Counts come
 * from the room and cabinet indexes of devices.
 */
export async function partnerRooms(
  deps: Deps,
  q: { page: number; pageSize: number; keyword?: string | undefined; province_code?: string | undefined },
): Promise<{ list: PartnerRoom[]; pages: Pages }> {
  const { rows, total } = await repo.listPartnerRooms(deps.db, q);
  return {
    list: rows.map((r) => {
      const names = areaNames({
        provinceCode: r.province_code,
        cityCode: r.city_code,
        districtCode: r.district_code,
      });
      return {
        id: r.id,
        name: r.name,
        owner_id: r.owner_id,
        owner_mobile: r.owner_mobile,
        owner_nickname: r.owner_nickname,
        region: [names.province_name, names.city_name, names.district_name].filter(Boolean).join(' '),
        address: r.address,
        isp: r.isp,
        bandwidth_mbps: r.bandwidth_mbps,
        cabinet_count: r.cabinet_count,
        device_count: r.device_count,
        online_count: r.online_count,
        created_at: isoTimestamp(r.created_at),
      };
    }),
    pages: pagesOf(q.page, q.pageSize, total),
  };
}
