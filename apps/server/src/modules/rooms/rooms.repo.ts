import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing, firstRow, intArray, pageOfRows } from '../../db/sql.ts';
import { members } from '../accounts/accounts.table.ts';
import { inFleetOf, isFleetMember, ownedBy, type Caller } from '../accounts/scope.ts';
import { rooms, templates } from './rooms.table.ts';

export type RoomRow = typeof rooms.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;

/**
 * Serialises every change to the order of one sibling group (the machine rooms of an owner, or the
 * cabinets of one machine room) across connections and replicas: creating, reordering, moving in or
 * out. Held until the transaction ends.
 */
export async function lockSiblingGroup(tx: DbOrTx, ownerId: number, pid: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rooms:${ownerId}:${pid}`}))`);
}

// ---- rooms -----------------------------------------------------------------------------------

/** A room or cabinet the caller may see, optionally locked for the rest of the transaction. */
export async function findVisibleRoom(
  db: DbOrTx,
  caller: Caller,
  id: number,
  lock?: 'update' | 'share',
): Promise<RoomRow | undefined> {
  const query = db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), ownedBy(caller, rooms.ownerId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

const roomView = {
  id: rooms.id,
  pid: rooms.pid,
  name: rooms.name,
  provinceCode: rooms.provinceCode,
  cityCode: rooms.cityCode,
  districtCode: rooms.districtCode,
  address: rooms.address,
  isp: rooms.isp,
  bandwidthMbps: rooms.bandwidthMbps,
  sort: rooms.sort,
  templateId: rooms.templateId,
  templateName: templates.name,
  remark: rooms.remark,
  // From the counts the database keeps per room or cabinet, holder and online state (migration 0030):
  // a box in a cabinet counts under the cabinet and under its machine room. Only boxes of the room
  // owner's fleet count: one that left the fleet is not the room's any more.
  deviceCount: sql<number>`(select coalesce(sum(k.devices), 0)::int from room_device_counts k
      where k.room_id = ${rooms.id} and ${inFleetOf(rooms.ownerId, sql`k.member_id`)})`,
  cabinetCount: sql<number>`case when ${rooms.pid} = 0
      then (select count(*)::int from rooms c where c.pid = ${rooms.id}) else 0 end`,
  ownerId: rooms.ownerId,
  ownerMobile: members.mobile,
  createdAt: rooms.createdAt,
};

function roomViewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(roomView)
    .from(rooms)
    .innerJoin(members, eq(members.id, rooms.ownerId))
    .leftJoin(templates, eq(templates.id, rooms.templateId))
    .where(where);
}
export type RoomViewRow = Awaited<ReturnType<typeof roomViewQuery>>[number];

export async function findRoomView(db: DbOrTx, caller: Caller, id: number): Promise<RoomViewRow | undefined> {
  const [row] = await roomViewQuery(db, and(eq(rooms.id, id), ownedBy(caller, rooms.ownerId)));
  return row;
}

/** One page of the machine rooms (pid 0) or of one room's cabinets the caller may see, by sort. */
export async function listRooms(
  db: DbOrTx,
  caller: Caller,
  filter: { pid: number; keyword: string; page: number; pageSize: number },
): Promise<{ rows: RoomViewRow[]; total: number }> {
  const pattern = containing(filter.keyword);
  const where = and(
    ownedBy(caller, rooms.ownerId),
    eq(rooms.pid, filter.pid),
    filter.keyword ? or(ilike(rooms.name, pattern), ilike(rooms.address, pattern)) : undefined,
  );
  const rows = await roomViewQuery(db, where)
    .orderBy(asc(rooms.sort), asc(rooms.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(rooms).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Machine rooms and cabinets the caller may see (cabinets of `pid` only, when pid ≠ 0). */
export async function countRooms(
  db: DbOrTx,
  caller: Caller,
  pid: number,
): Promise<{ roomCount: number; childrenCount: number }> {
  const children = pid === 0 ? sql`${rooms.pid} <> 0` : sql`${rooms.pid} = ${pid}`;
  const row = await firstRow<{ room_count: number; children_count: number }>(
    db,
    sql`select count(*) filter (where ${rooms.pid} = 0)::int as room_count,
               count(*) filter (where ${children})::int as children_count
          from ${rooms} where ${ownedBy(caller, rooms.ownerId)}`,
  );
  return { roomCount: row?.room_count ?? 0, childrenCount: row?.children_count ?? 0 };
}

/** The sort value that puts a new row last among its siblings. */
export async function nextSort(tx: DbOrTx, ownerId: number, pid: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${rooms.sort}), 0)::int + 1` })
    .from(rooms)
    .where(and(eq(rooms.ownerId, ownerId), eq(rooms.pid, pid)));
  return row?.n ?? 1;
}

export async function insertRoom(tx: DbOrTx, values: typeof rooms.$inferInsert): Promise<RoomRow> {
  const [row] = await tx.insert(rooms).values(values).returning();
  if (!row) throw new Error('insert into rooms returned nothing');
  return row;
}

export async function updateRoom(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof rooms.$inferInsert>,
): Promise<void> {
  await tx.update(rooms).set(values).where(eq(rooms.id, id));
}

export async function deleteRoom(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(rooms).where(eq(rooms.id, id));
}

/** Siblings of a group in display order. */
export async function listSiblings(
  tx: DbOrTx,
  ownerId: number,
  pid: number,
): Promise<{ id: number; sort: number }[]> {
  return tx
    .select({ id: rooms.id, sort: rooms.sort })
    .from(rooms)
    .where(and(eq(rooms.ownerId, ownerId), eq(rooms.pid, pid)))
    .orderBy(asc(rooms.sort), asc(rooms.id));
}

/** Writes new sort values for several rooms in one statement. */
export async function setSorts(tx: DbOrTx, changes: readonly { id: number; sort: number }[]): Promise<void> {
  if (changes.length === 0) return;
  const ids = intArray(changes.map((c) => c.id));
  const sorts = intArray(changes.map((c) => c.sort));
  await tx.execute(
    sql`update ${rooms} set sort = v.sort
          from (select unnest(${ids}) as id, unnest(${sorts}) as sort) v
         where ${rooms.id} = v.id`,
  );
}

export async function countCabinets(tx: DbOrTx, roomId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(rooms).where(eq(rooms.pid, roomId));
  return row?.n ?? 0;
}

// ---- devices in rooms (the devices domain owns the table; these are the room-side effects) ----

/** Devices in a room or cabinet, whoever owns them (the kept counts: migration 0030). */
export async function countDevicesIn(tx: DbOrTx, roomId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`select coalesce(sum(devices), 0)::int as n from room_device_counts where room_id = ${roomId}`,
  );
  return row?.n ?? 0;
}

/**
 * Queues one apply-template command for every device in the given rooms or cabinets that is in the
 * room owner's fleet now, in one statement however large the fleet. The boxes are found through the
 * owners' holders (devices has no index on the room: migration 0030).
 */
export async function queueApplyTemplate(
  tx: DbOrTx,
  roomIds: readonly number[],
  payload: Record<string, unknown>,
  createdBy: number,
): Promise<number> {
  if (roomIds.length === 0) return 0;
  const row = await firstRow<{ n: number }>(
    tx,
    sql`with queued as (
          insert into device_commands (device_id, kind, payload, created_by)
          select d.id, 'apply-template', ${JSON.stringify(payload)}::jsonb, ${createdBy}
            from devices d
            join members m on m.id = d.member_id
            join rooms r on r.id = coalesce(d.cabinet_id, d.room_id)
           where d.member_id in (select f.id from rooms o join members f on ${isFleetMember(sql`o.owner_id`, sql`f`)}
                                  where o.id = any(${intArray(roomIds)}))
             and (d.room_id = any(${intArray(roomIds)}) or d.cabinet_id = any(${intArray(roomIds)}))
             and ${isFleetMember(sql`r.owner_id`, sql`m`)}
          returning 1)
        select count(*)::int as n from queued`,
  );
  return row?.n ?? 0;
}

// ---- templates -------------------------------------------------------------------------------

export async function findVisibleTemplate(
  db: DbOrTx,
  caller: Caller,
  id: number,
  lock?: 'update' | 'share',
): Promise<TemplateRow | undefined> {
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), ownedBy(caller, templates.ownerId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

const templateView = {
  id: templates.id,
  name: templates.name,
  dialMode: templates.dialMode,
  lineCount: templates.lineCount,
  upLimitMbps: templates.upLimitMbps,
  downLimitMbps: templates.downLimitMbps,
  businessType: templates.businessType,
  cacheDiskPolicy: templates.cacheDiskPolicy,
  roomCount: sql<number>`(select count(*)::int from rooms r where r.template_id = ${templates.id})`,
  ownerId: templates.ownerId,
  ownerMobile: members.mobile,
  createdAt: templates.createdAt,
};

function templateViewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(templateView)
    .from(templates)
    .innerJoin(members, eq(members.id, templates.ownerId))
    .where(where);
}
export type TemplateViewRow = Awaited<ReturnType<typeof templateViewQuery>>[number];

export async function findTemplateView(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<TemplateViewRow | undefined> {
  const [row] = await templateViewQuery(db, and(eq(templates.id, id), ownedBy(caller, templates.ownerId)));
  return row;
}

export async function listTemplates(
  db: DbOrTx,
  caller: Caller,
  filter: { keyword: string; page: number; pageSize: number },
): Promise<{ rows: TemplateViewRow[]; total: number }> {
  const where = and(
    ownedBy(caller, templates.ownerId),
    filter.keyword ? ilike(templates.name, containing(filter.keyword)) : undefined,
  );
  const rows = await templateViewQuery(db, where)
    .orderBy(asc(templates.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(templates).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTemplate(
  tx: DbOrTx,
  values: typeof templates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await tx.insert(templates).values(values).returning();
  if (!row) throw new Error('insert into templates returned nothing');
  return row;
}

export async function updateTemplate(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof templates.$inferInsert>,
): Promise<TemplateRow> {
  const [row] = await tx.update(templates).set(values).where(eq(templates.id, id)).returning();
  if (!row) throw new Error('update of templates returned nothing');
  return row;
}

export async function deleteTemplate(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(templates).where(eq(templates.id, id));
}

/** How many of `ids` are rooms or cabinets the caller may see (locked until the transaction ends). */
export async function countVisibleRooms(tx: DbOrTx, caller: Caller, ids: readonly number[]): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select ${rooms.id} from ${rooms}
           where ${rooms.id} = any(${intArray(ids)}) and ${ownedBy(caller, rooms.ownerId)}
           for update) visible`,
  );
  return row?.n ?? 0;
}

export async function setRoomsTemplate(tx: DbOrTx, roomIds: readonly number[], templateId: number | null) {
  await tx.execute(
    sql`update ${rooms} set template_id = ${templateId} where ${rooms.id} = any(${intArray(roomIds)})`,
  );
}

export async function detachTemplate(tx: DbOrTx, templateId: number): Promise<void> {
  await tx.update(rooms).set({ templateId: null }).where(eq(rooms.templateId, templateId));
}

// ---- staff: the partners' machine rooms -------------------------------------------------------

export type PartnerRoomRow = {
  id: number;
  name: string;
  owner_id: number;
  owner_mobile: string;
  owner_nickname: string;
  province_code: string | null;
  city_code: string | null;
  district_code: string | null;
  address: string;
  isp: 'telecom' | 'unicom' | 'mobile' | null;
  bandwidth_mbps: number;
  cabinet_count: number;
  device_count: number;
  online_count: number;
  created_at: Date | string;
};

/** The machine rooms of the platform's partners (operators), newest first, with their box counts. */
export async function listPartnerRooms(
  db: DbOrTx,
  q: { page: number; pageSize: number; keyword?: string | undefined; province_code?: string | undefined },
): Promise<{ rows: PartnerRoomRow[]; total: number }> {
  const where: SQL[] = [sql`r.pid = 0`, sql`m.is_operator`];
  if (q.province_code) where.push(sql`r.province_code = ${q.province_code}`);
  if (q.keyword) {
    const like = containing(q.keyword);
    where.push(
      sql`(r.name like ${like} or r.address like ${like} or m.mobile like ${like} or m.nickname like ${like})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  return pageOfRows<PartnerRoomRow>(
    db,
    {
      select: sql`select r.id, r.name, r.owner_id, m.mobile as owner_mobile, m.nickname as owner_nickname,
                 r.province_code, r.city_code, r.district_code, r.address, r.isp, r.bandwidth_mbps,
                 (select count(*)::int from rooms c where c.pid = r.id) as cabinet_count,
                 (select coalesce(sum(k.devices), 0)::int from room_device_counts k where k.room_id = r.id) as device_count,
                 (select coalesce(sum(k.devices), 0)::int from room_device_counts k where k.room_id = r.id and k.online) as online_count,
                 r.created_at
            from rooms r join members m on m.id = r.owner_id
           where ${condition}
           order by r.id desc`,
      from: sql`rooms r join members m on m.id = r.owner_id where ${condition}`,
    },
    q,
  );
}
