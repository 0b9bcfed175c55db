import { MAX_BULK_IDS, type DeviceFilter, type DeviceRow } from '@nodebao/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { containing, firstRow, isoTimestampSql, preparedRows, rows } from '../../db/sql.ts';
import { isoTimestamp } from '../../lib/time.ts';
import {
  inFleetOf,
  ownedAmong,
  ownedBy,
  ownFleet,
  type Caller,
  type FleetCaller,
} from '../accounts/scope.ts';
import { alarmsOf } from './alarms.ts';
import { activationCodes, deviceTypes, devices } from './devices.table.ts';

/**
 * Device queries. Every one is scoped by `ownedBy(caller, d.member_id)`: a member sees their boxes,
 * an operator their sub-members' too, staff all (unbound stock only staff).
 */

export function filterCondition(caller: Caller, f: Partial<DeviceFilter>): SQL {
  return sql`${ownedBy(caller, sql`d.member_id`)} and ${filterOnly(f)}`;
}

/** The list filter's own conditions, without the caller's scope (`true` when there are none). */
function filterOnly(f: Partial<DeviceFilter>): SQL {
  const parts: SQL[] = [];
  if (f.search) {
    const p = containing(f.search);
    parts.push(sql`(d.sn ilike ${p} or d.name ilike ${p} or d.mac ilike ${p} or m.mobile like ${p})`);
  }
  if (f.status === 'online') parts.push(sql`d.online`);
  if (f.status === 'offline') parts.push(sql`not d.online`);
  if (f.status === 'uninstalled') parts.push(sql`d.room_id is null`);
  if (f.status === 'abnormal') parts.push(sql`cardinality(${alarmsOf()}) > 0`);
  if (f.tag_id) parts.push(sql`d.tag_id = ${f.tag_id}`);
  if (f.member_id) parts.push(sql`d.member_id = ${f.member_id}`);
  if (f.room_id) parts.push(sql`d.room_id = ${f.room_id}`);
  if (f.cabinet_id) parts.push(sql`d.cabinet_id = ${f.cabinet_id}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const FROM = sql`
  from devices d
  left join members m on m.id = d.member_id
  left join member_tags mt on mt.id = m.member_tag_id
  left join tags t on t.id = d.tag_id
  left join rooms r on r.id = d.room_id
  left join rooms c on c.id = d.cabinet_id
  left join device_types dt on dt.id = d.device_type_id`;

const COLUMNS = sql`
  d.id, d.sn, d.mac, d.name, coalesce(dt.name, '') as device_type_name,
  d.member_id, coalesce(m.nickname, '') as member_name, coalesce(m.mobile, '') as member_mobile,
  coalesce(mt.name, '') as member_tag_name, d.tag_id, coalesce(t.name, '') as tag_name,
  d.room_id, d.cabinet_id, coalesce(r.name, '') as jifang, coalesce(c.name, '') as jigui,
  d.isp, d.online, d.last_report_at, d.bound_at, d.installed_at, ${alarmsOf()} as alarms`;

type RawDevice = Omit<DeviceRow, 'room_info' | 'last_report_at' | 'bound_at' | 'installed_at'> & {
  last_report_at: Date | string | null;
  bound_at: Date | string | null;
  installed_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : isoTimestamp(v));

export function toDeviceRow(r: RawDevice): DeviceRow {
  return {
    ...r,
    room_info: [r.jifang, r.jigui].filter(Boolean).join(' / '),
    last_report_at: iso(r.last_report_at),
    bound_at: iso(r.bound_at),
    installed_at: iso(r.installed_at),
  };
}

/**
 * Sort keys, as columns of the matching set below; `room_info` (SPEC's default) is the machine room,
 * then the cabinet.
 */
const SORT_KEYS: Record<string, SQL[]> = {
  room_info: [sql`room_sort`, sql`cabinet_sort`],
  sn: [sql`sn`],
  last_report_at: [sql`last_report_at`],
  created_at: [sql`created_at`],
};

/**
 * The counts the list shows, from the kept counts (device_counts, or fleet_device_counts for a
 * caller whose boxes are one fleet) instead of counting boxes: the caller's fleet (total, online)
 * and, when the filter is only a status and a tag, the matching.
 */
function countsOf(caller: Caller, fleet: number | null, q: Partial<DeviceFilter>, countable: boolean): SQL {
  const matching = countable
    ? sql`coalesce(sum(n.devices) filter (where ${sql.join(
        [
          sql`true`,
          ...(q.status === 'online' ? [sql`n.online`] : []),
          ...(q.status === 'offline' ? [sql`not n.online`] : []),
          ...(q.tag_id ? [sql`n.tag_id = ${q.tag_id}`] : []),
        ],
        sql` and `,
      )}), 0)::int`
    : sql`null::int`;
  const kept =
    fleet !== null
      ? sql`fleet_device_counts n where n.fleet_id = ${fleet}`
      : sql`device_counts n where ${ownedBy(caller, sql`n.member_id`)}`;
  return sql`
    select ${matching} as matching, coalesce(sum(n.devices), 0)::int as fleet_total,
           coalesce(sum(n.devices) filter (where n.online), 0)::int as fleet_online
      from ${kept}`;
}

/**
 * The page's rows, each as the reply's JSON object (DeviceRow), built by the database: a page is 100
 * rows of 22 fields, and parsing them into objects, converting and writing them out again was most of
 * the server's CPU per list request (issue 17 §1, decision 0034). The box keeps the start of its
 * object (`list_card`: SN, names, holder, place, dates; migration 0024) and a copy of its status
 * alarms (migration 0029), so a page joins only the tag and appends the fields that change often: tag,
 * online, last report, alarms. The contract checks every reply in tests (devices.service
 * `devicePageJson`).
 *
 * Every row is ASCII (migration 0027: the card and the tag's `name_json` escape other characters), so
 * the page stays a one-byte string from the driver to the socket, with no decoding of Chinese text
 * from UTF-8 and encoding it back on the way (decision 0034, revisited). The page comes as one text
 * (`string_agg` in the list's order), not a row per box: the driver's parsing of 100 rows of five
 * fields was a quarter of the server's CPU per request (issue 17 §1, BENCHMARKS.md).
 */
const ROW_JSON = sql`d.list_card
    || ',"tag_id":' || coalesce(d.tag_id::text, 'null') || ',"tag_name":' || coalesce(t.name_json, '""')
    || ',"online":' || d.online::text
    || ',"last_report_at":' || coalesce(to_json(${isoTimestampSql(sql`d.last_report_at`)})::text, 'null')
    || ',"alarms":' || array_to_json(${alarmsOf(sql`d`)})::text || '}'`;

/** What a page row (ROW_JSON) and its order read of the box. */
const PAGE_COLUMNS = sql`d.id, d.member_id, d.tag_id, d.online, d.last_report_at, d.status_alarms,
  d.low_value95_on, d.list_card, d.room_sort, d.cabinet_sort, d.sn, d.created_at`;

/**
 * The page's rows as one text, each checked again against the caller's rights: as a semi-join on the
 * caller's holders, which hashes the big operator's 121 once, where `= any(array)` compared each row
 * with each of them (13–20 % of the statement; BENCHMARKS.md, 2026-11-27 night). `page` holds the
 * boxes' own columns (PAGE_COLUMNS) or only their ids (`byId`), which are then read by primary key.
 */
const pageRowsJson = (caller: Caller, orderBy: SQL, byId: boolean) => sql`
    (select string_agg(${ROW_JSON}, ',' order by ${orderBy})
       from ${byId ? sql`page p join devices d on d.id = p.id` : sql`page d`}
       left join tags t on t.id = d.tag_id
      where ${ownedAmong(caller, sql`d.member_id`)}) as rows_json`;

/**
 * One page of the caller's devices (each row as its reply JSON), how many match, and the caller's
 * whole fleet at a glance (total, online, offline: the list's `count`), in one statement: every
 * round trip to the database costs more on a busy machine than the planning it saves (issue 3 §5,
 * BENCHMARKS.md).
 *
 * The counts come from the kept counts (per fleet or per owner) when the filter allows, else the
 * matching boxes are counted. The page is sorted on keys kept on the box (`room_sort`, `cabinet_sort`:
 * the room's and cabinet's names), no join needed; for a caller with one fleet and a filter of at
 * most a status and a tag, page 1 is a range of the (fleet, online, tag, room, cabinet, id) index
 * (issue 17 §1, decision 0027). The answer is one row: the counts, and the page's rows joined into
 * one text (null past the end, which still answers how many there are).
 */
export async function listDevices(
  db: DbOrTx,
  caller: FleetCaller,
  q: DeviceFilter & { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' },
) {
  const direction = q.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  // The id breaks ties, so pages never overlap or skip a row.
  const keys = [...(SORT_KEYS[q.sort] ?? SORT_KEYS.room_info ?? []), sql`id`];
  const orderBy = (prefix: SQL) =>
    sql.join(
      keys.map((k) => sql`${prefix}${k} ${direction}`),
      sql`, `,
    );
  const countable =
    !q.search &&
    !q.member_id &&
    !q.room_id &&
    !q.cabinet_id &&
    (!q.status || ['online', 'offline'].includes(q.status));
  const fleet = ownFleet(caller);
  const offset = (q.page - 1) * q.pageSize;
  const statement =
    countable && fleet !== null
      ? // One fleet, counted ahead: the page straight off the index (a range of 100 entries, each
        // box's row read once), then checked against the caller's rights. The fleet is kept by the
        // database (decision 0027); were it ever stale, a box would be missing from a page, never
        // shown to anyone it does not belong to.
        sql`with page as (
              select ${PAGE_COLUMNS} from devices d
               where d.fleet_id = ${fleet} and ${filterOnly(q)}
               order by ${orderBy(sql`d.`)} limit ${q.pageSize} offset ${offset}
            )
            select counts.matching, counts.fleet_total, counts.fleet_online,
                   ${pageRowsJson(caller, orderBy(sql`d.`), false)}
              from (${countsOf(caller, fleet, q, true)}) counts`
      : sql`with matching as materialized (
              select d.id, d.sn, d.last_report_at, d.created_at, d.room_sort, d.cabinet_sort
                from devices d
                ${q.search ? sql`left join members m on m.id = d.member_id` : sql``}
               where ${ownedBy(caller, sql`d.member_id`)} and ${filterOnly(q)}
            ),
            page as (
              select * from matching order by ${orderBy(sql``)} limit ${q.pageSize} offset ${offset}
            )
            select coalesce(counts.matching, (select count(*) from matching))::int as matching,
                   counts.fleet_total, counts.fleet_online, ${pageRowsJson(caller, orderBy(sql`p.`), true)}
              from (${countsOf(caller, fleet, q, countable)}) counts`;
  const found = await preparedRows<{
    rows_json: string | null;
    matching: number;
    fleet_total: number;
    fleet_online: number;
  }>(db, statement);
  const counts = found[0];
  const total = counts?.fleet_total ?? 0;
  const online = counts?.fleet_online ?? 0;
  return {
    rowsJson: counts?.rows_json ?? '',
    total: counts?.matching ?? 0,
    fleet: { total, online, offline: total - online },
  };
}

/**
 * A kept count of boxes per owner (`owner`: the member or the fleet), online state, tag and installed
 * state (`table`), against counting the boxes: the keys where they differ. Names are constants.
 */
function ownerCountMismatches(what: string, table: string, owner: 'member_id' | 'fleet_id'): SQL {
  return sql.raw(`
    select '${what}' as what, coalesce(f.${owner}, k.${owner}) || ':' || coalesce(f.online, k.online) || ':' ||
           coalesce(f.tag_id, k.tag_id) || ':' || coalesce(f.installed, k.installed) as id,
           coalesce(f.n, 0) as expected, coalesce(k.devices, 0) as actual
      from (select coalesce(${owner}, 0) as ${owner}, online, coalesce(tag_id, 0) as tag_id,
                   room_id is not null as installed, count(*)::int as n
              from devices group by 1, 2, 3, 4) f
      full join ${table} k on k.${owner} = f.${owner} and k.online = f.online and k.tag_id = f.tag_id
                          and k.installed = f.installed
     where coalesce(f.n, 0) <> coalesce(k.devices, 0)`);
}

/**
 * What the database keeps for the lists (migrations 0019, 0023–0025, 0029, 0030), against a full count
 * and the rows it copies from: per-owner, per-fleet and per-room box counts and per-holder install-record counts
 * that differ from counting, boxes whose fleet, place names or list card differ from their holder's,
 * room's and names', and boxes whose status alarms differ from their status row's (checked by
 * `reconcile` and the tests).
 */
export async function listKeyMismatches(
  db: DbOrTx,
): Promise<{ what: string; id: string; expected: number; actual: number }[]> {
  return rows(
    db,
    sql`
    ${ownerCountMismatches('device-count', 'device_counts', 'member_id')}
    union all
    ${ownerCountMismatches('fleet-device-count', 'fleet_device_counts', 'fleet_id')}
    union all
    select 'room-device-count' as what, coalesce(f.room_id, k.room_id) || ':' || coalesce(f.member_id, k.member_id) || ':' ||
           coalesce(f.online, k.online) as id,
           coalesce(f.n, 0) as expected, coalesce(k.devices, 0) as actual
      from (select place as room_id, member_id, online, count(*)::int as n
              from (select room_id as place, coalesce(member_id, 0) as member_id, online from devices where room_id is not null
                    union all
                    select cabinet_id, coalesce(member_id, 0), online from devices where cabinet_id is not null) p
             group by 1, 2, 3) f
      full join room_device_counts k on k.room_id = f.room_id and k.member_id = f.member_id and k.online = f.online
     where coalesce(f.n, 0) <> coalesce(k.devices, 0)
    union all
    select 'install-record-count' as what, coalesce(f.member_id, k.member_id) || ':' || coalesce(f.action, k.action) as id,
           coalesce(f.n, 0) as expected, coalesce(k.records, 0) as actual
      from (select coalesce(member_id, 0) as member_id, action, count(*)::int as n from install_records group by 1, 2) f
      full join install_record_counts k on k.member_id = f.member_id and k.action = f.action
     where coalesce(f.n, 0) <> coalesce(k.records, 0)
    union all
    select 'device-list-keys' as what, d.id::text, 1, 0
      from devices d
      left join members m on m.id = d.member_id
      left join rooms r on r.id = d.room_id
      left join rooms c on c.id = d.cabinet_id
     where d.fleet_id is distinct from coalesce(m.operator_id, m.id)
        or d.room_sort is distinct from r.name or d.cabinet_sort is distinct from c.name
        or d.list_card is distinct from device_list_card(d)
    union all
    select 'status-alarms' as what, d.id::text, 1, 0
      from devices d
      left join device_status s on s.device_id = d.id
     where d.status_alarms is distinct from s.status_alarms
    limit 100`,
  );
}

export async function findDevice(db: DbOrTx, caller: Caller, id: number): Promise<DeviceRow | undefined> {
  const row = await firstRow<RawDevice>(
    db,
    sql`select ${COLUMNS} ${FROM} where d.id = ${id} and ${ownedBy(caller, sql`d.member_id`)}`,
  );
  return row ? toDeviceRow(row) : undefined;
}

/**
 * Locks and returns the ids of a bulk selection the caller may act on. Explicit ids must all be
 * visible (else null: the call changes nothing); `select_all` takes every device matching the filter.
 */
export async function lockSelection(
  tx: DbOrTx,
  caller: Caller,
  selection: { ids: number[] } | { filter: Partial<DeviceFilter> },
): Promise<number[] | null> {
  if ('ids' in selection) {
    const found = await rows<{ id: number }>(
      tx,
      sql`select d.id from devices d left join members m on m.id = d.member_id
          where d.id = any(${`{${selection.ids.join(',')}}`}::int[]) and ${ownedBy(caller, sql`d.member_id`)}
          order by d.id for update of d`,
    );
    return found.length === selection.ids.length ? found.map((r) => r.id) : null;
  }
  const found = await rows<{ id: number }>(
    tx,
    sql`select d.id from devices d left join members m on m.id = d.member_id
        where ${filterCondition(caller, selection.filter)}
        order by d.id limit ${MAX_BULK_IDS + 1} for update of d`,
  );
  return found.map((r) => r.id);
}

export const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Marks the boxes whose value95 of `day` was low against their own week (the low-value95 alarm). */
export async function markLowValue95(db: DbOrTx, day: string, deviceIds: number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  await db.execute(
    sql`update devices set low_value95_on = ${day}::date where id = any(${idArray(deviceIds)})`,
  );
}

// ---- one device's detail -----------------------------------------------------------------------

export type StatusRow = {
  cpu_percent: number | null;
  mem_percent: number | null;
  disk_percent: number | null;
  nat_type: string | null;
  uptime_seconds: number | null;
  firmware: string | null;
  ips: string[] | null;
  reported_at: Date | string;
};

/** The device's last reported status, if it ever reported. */
export function findStatus(db: DbOrTx, deviceId: number): Promise<StatusRow | undefined> {
  return firstRow<StatusRow>(
    db,
    sql`select cpu_percent, mem_percent, disk_percent, nat_type, uptime_seconds, firmware, ips, reported_at
        from device_status where device_id = ${deviceId}`,
  );
}

/** Commands queued for the device that it has not acknowledged yet. */
export async function countPendingCommands(db: DbOrTx, deviceId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from device_commands where device_id = ${deviceId} and acked_at is null`,
  );
  return row?.n ?? 0;
}

/** The template a device runs: its cabinet's if the cabinet has one, else its machine room's. */
export function findRunningTemplate(
  db: DbOrTx,
  place: { room_id: number | null; cabinet_id: number | null },
): Promise<Record<string, unknown> | undefined> {
  return firstRow<Record<string, unknown>>(
    db,
    sql`select t.id, t.name, t.dial_mode, t.line_count, t.up_limit_mbps, t.down_limit_mbps, t.business_type,
               t.cache_disk_policy
        from rooms r join templates t on t.id = r.template_id
        where r.id in (${place.cabinet_id ?? 0}, ${place.room_id ?? 0})
        order by (r.id = ${place.cabinet_id ?? 0}) desc limit 1`,
  );
}

// ---- bulk changes (ids already locked and checked by the service) ------------------------------

export async function setTag(tx: DbOrTx, ids: number[], tagId: number | null): Promise<void> {
  await tx.execute(sql`update devices set tag_id = ${tagId} where id = any(${idArray(ids)})`);
}

/**
 * Moves those of `ids` that the caller may act on to a tag (null: none), checking and locking each
 * box in the same statement; how many moved.
 */
export async function setTagOfOwned(
  tx: DbOrTx,
  caller: Caller,
  ids: number[],
  tagId: number | null,
): Promise<number> {
  const [moved] = await rows<{ n: number }>(
    tx,
    sql`with moved as (
          update devices d set tag_id = ${tagId}
           where d.id = any(${idArray(ids)}) and ${ownedBy(caller, sql`d.member_id`)}
          returning 1)
        select count(*)::int as n from moved`,
  );
  return moved?.n ?? 0;
}

/**
 * Racks devices in a machine room (and a cabinet of it, or none): the room's place and ISP become the
 * devices', where the room has them.
 */
export async function placeInRoom(
  tx: DbOrTx,
  ids: number[],
  room: { id: number; province_code: string | null; city_code: string | null; isp: string | null },
  cabinetId: number | null,
): Promise<void> {
  await tx.execute(sql`
    update devices set room_id = ${room.id}, cabinet_id = ${cabinetId}, installed_at = now(),
      province_code = coalesce(${room.province_code}, province_code), city_code = coalesce(${room.city_code}, city_code),
      isp = coalesce(${room.isp}, isp)
    where id = any(${idArray(ids)})`);
}

/** Takes devices down from their rooms. */
export async function takeDown(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.execute(sql`
    update devices set room_id = null, cabinet_id = null, installed_at = null where id = any(${idArray(ids)})`);
}

/**
 * One install record per device as it stands now ('install' after racking; 'uninstall' before taking
 * down, for the devices that are in a room).
 */
export async function recordInstalls(
  tx: DbOrTx,
  ids: number[],
  action: 'install' | 'uninstall',
  actorId: number,
): Promise<void> {
  await tx.execute(sql`
    insert into install_records (device_id, member_id, room_id, cabinet_id, action, actor_id)
    select id, member_id, room_id, cabinet_id, ${action}, ${actorId} from devices
    where id = any(${idArray(ids)}) ${action === 'uninstall' ? sql`and room_id is not null` : sql``}`);
}

/** Queues a reboot for each device, unless one is already waiting. */
export async function queueReboot(tx: DbOrTx, ids: number[], actorId: number): Promise<void> {
  await tx.execute(sql`
    insert into device_commands (device_id, kind, payload, created_by)
    select d.id, 'reboot', '{}'::jsonb, ${actorId} from devices d
    where d.id = any(${idArray(ids)})
      and not exists (select 1 from device_commands c
                      where c.device_id = d.id and c.kind = 'reboot' and c.acked_at is null)`);
}

// ---- activation codes ------------------------------------------------------------------------

export type CodeRow = {
  id: number;
  code: string;
  device_type_id: number | null;
  device_type_name: string;
  status: 'unused' | 'used';
  used_device_sn: string | null;
  created_at: Date | string;
  used_at: Date | string | null;
};

/** The member's activation codes, unused first, newest first; optionally of one status. */
export function listMemberCodes(
  db: DbOrTx,
  memberId: number,
  q: { page: number; pageSize: number; status?: 'unused' | 'used' | undefined },
): Promise<CodeRow[]> {
  return rows<CodeRow>(
    db,
    sql`select c.id, c.code, c.device_type_id, coalesce(t.name, '') as device_type_name, c.status,
               d.sn as used_device_sn, c.created_at, c.used_at
        from activation_codes c
        left join device_types t on t.id = c.device_type_id
        left join devices d on d.id = c.used_device_id
        where c.member_id = ${memberId} ${q.status ? sql`and c.status = ${q.status}` : sql``}
        order by c.status desc, c.id desc
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
}

/** How many codes the member has, and how many are used. */
export async function countMemberCodes(db: DbOrTx, memberId: number): Promise<{ all: number; used: number }> {
  const row = await firstRow<{ all_count: number; activate_count: number }>(
    db,
    sql`select count(*)::int as all_count, (count(*) filter (where status = 'used'))::int as activate_count
        from activation_codes c where c.member_id = ${memberId}`,
  );
  return { all: row?.all_count ?? 0, used: row?.activate_count ?? 0 };
}

// ---- binding a box with a code ---------------------------------------------------------------

/** The member's activation code `code`, locked until the bind ends. */
export async function lockMemberCode(tx: Tx, memberId: number, code: string) {
  const [row] = await tx
    .select()
    .from(activationCodes)
    .where(and(eq(activationCodes.code, code), eq(activationCodes.memberId, memberId)))
    .for('update');
  return row;
}

/** The device with this SN, locked until the bind ends. */
export async function lockDeviceBySn(tx: Tx, sn: string) {
  const [row] = await tx.select().from(devices).where(eq(devices.sn, sn)).for('update');
  return row;
}

export async function setName(tx: DbOrTx, deviceId: number, name: string): Promise<void> {
  await tx.update(devices).set({ name }).where(eq(devices.id, deviceId));
}

export async function markCodeUsed(tx: DbOrTx, codeId: number, deviceId: number): Promise<void> {
  await tx
    .update(activationCodes)
    .set({ status: 'used', usedDeviceId: deviceId, usedAt: sql`now()` })
    .where(eq(activationCodes.id, codeId));
}

/** The box models on sale, in the order staff created them. */
export function listDeviceTypes(db: DbOrTx) {
  return db.select().from(deviceTypes).orderBy(deviceTypes.id);
}

export async function findDeviceType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deviceTypes).where(eq(deviceTypes.id, id));
  return row;
}

/** Adds a box model, or changes one (`id`); undefined when the id does not exist. */
export async function saveDeviceType(
  db: DbOrTx,
  type: { id?: number | undefined; name: string; codePriceFen: number; description: string },
) {
  const { id, ...fields } = type;
  const [row] = id
    ? await db.update(deviceTypes).set(fields).where(eq(deviceTypes.id, id)).returning()
    : await db.insert(deviceTypes).values(fields).returning();
  return row;
}

// ---- the owner's own fields and the install history ------------------------------------------

/** Renames a device and/or sets its ISP (undefined leaves a field as it is); false when not visible. */
export async function updateOwnFields(
  db: DbOrTx,
  caller: Caller,
  input: { id: number; name?: string | undefined; isp?: string | null | undefined },
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update devices d set name = coalesce(${input.name ?? null}, d.name),
          isp = case when ${input.isp === undefined} then d.isp else ${input.isp ?? null} end
        where d.id = ${input.id} and ${ownedBy(caller, sql`d.member_id`)} returning d.id`,
  );
  return changed.length > 0;
}

export type InstallRecordRow = {
  id: number;
  device_id: number;
  sn: string;
  action: 'install' | 'uninstall';
  jifang: string;
  jigui: string;
  member_mobile: string;
  actor_mobile: string;
  created_at: Date | string;
};

/**
 * Install records the caller may see, newest first. A record belongs to whoever held the box when it
 * was written, not to the box's holder now: a new holder sees nothing of the boxes' earlier racks,
 * mobiles and rooms (issue 11 §3).
 */
export async function listInstallRecords(
  db: DbOrTx,
  caller: Caller,
  q: { page: number; pageSize: number; device_id: number; action?: 'install' | 'uninstall' | undefined },
): Promise<{ rows: InstallRecordRow[]; total: number }> {
  const parts = [ownedBy(caller, sql`ir.member_id`)];
  if (q.device_id) parts.push(sql`ir.device_id = ${q.device_id}`);
  if (q.action) parts.push(sql`ir.action = ${q.action}`);
  const where = sql.join(parts, sql` and `);
  // One box's records are few and counted; a whole fleet's total is the sum of its holders' kept
  // counts (migration 0025), not a count of every record on every page (issue 17 §1).
  const total = q.device_id
    ? sql`select count(*)::int as total from install_records ir where ${where}`
    : sql`select coalesce(sum(n.records), 0)::int as total from install_record_counts n
           where ${ownedAmong(caller, sql`n.member_id`)} ${q.action ? sql`and n.action = ${q.action}` : sql``}`;
  // The page and its total in one prepared statement; the total's row is right-joined, so a page past
  // the end still says how many there are. Names are looked up per row of the page: joined, the
  // planner hashed whole tables of members and rooms for 20 rows (~1 ms).
  const found = await preparedRows<Omit<InstallRecordRow, 'id'> & { id: number | null; total: number }>(
    db,
    sql`with page as (
          select ir.* from install_records ir where ${where}
           order by ir.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
        )
        select counts.total, p.id, p.device_id, (select d.sn from devices d where d.id = p.device_id) as sn,
               p.action, coalesce((select r.name from rooms r where r.id = p.room_id), '') as jifang,
               coalesce((select c.name from rooms c where c.id = p.cabinet_id), '') as jigui,
               coalesce((select m.mobile from members m where m.id = p.member_id), '') as member_mobile,
               coalesce((select a.mobile from members a where a.id = p.actor_id), '') as actor_mobile,
               p.created_at
          from page p
         right join (${total}) counts on true
         order by p.id desc`,
  );
  const list: InstallRecordRow[] = [];
  for (const { total: _total, id, ...row } of found) if (id !== null) list.push({ id, ...row });
  return { rows: list, total: found[0]?.total ?? 0 };
}

// ---- changes other modules make to boxes (the devices table is written here only) -------------

/**
 * A device tag is deleted: the boxes that carried it (whoever owns them) carry none. They are found in
 * the fleets the kept counts place the tag in, through the fleet's list index: devices has no index on
 * the tag alone (migration 0030), and a box's fleet and the counts are kept exact by the database
 * (decision 0027; `reconcile` checks both). An unbound box has no fleet (staff may tag one).
 */
export async function clearTag(tx: DbOrTx, tagId: number): Promise<void> {
  await tx.execute(sql`
    update devices set tag_id = null
     where tag_id = ${tagId}
       and (fleet_id = any(array(select k.fleet_id from fleet_device_counts k where k.tag_id = ${tagId} and k.devices > 0))
            or fleet_id is null)`);
}

/**
 * A cabinet moved to another machine room: its boxes (those in the room owner's fleet now) are in that
 * room too. Returns how many moved.
 */
export async function followCabinet(tx: DbOrTx, cabinetId: number, roomId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`with moved as (
          update devices d set room_id = ${roomId} from rooms c
           where d.cabinet_id = ${cabinetId} and c.id = d.cabinet_id and ${inFleetOf(sql`c.owner_id`, sql`d.member_id`)}
          returning 1)
        select count(*)::int as n from moved`,
  );
  return row?.n ?? 0;
}

/** Writes the codes that do not exist yet (a collision is skipped by the unique index); returns them. */
export async function insertCodes(
  tx: DbOrTx,
  issue: { memberId: number; deviceTypeId: number; orderId?: number; grantedBy?: number; note?: string },
  codes: string[],
): Promise<string[]> {
  const written = await rows<{ code: string }>(
    tx,
    sql`insert into activation_codes (code, device_type_id, member_id, order_id, granted_by, note)
        select code, ${issue.deviceTypeId}::int, ${issue.memberId}::int, ${issue.orderId ?? null}::int,
               ${issue.grantedBy ?? null}::int, ${issue.note ?? ''}
          from unnest(${sql.param(codes)}::text[]) as code
        on conflict (code) do nothing
        returning code`,
  );
  return written.map((r) => r.code);
}
