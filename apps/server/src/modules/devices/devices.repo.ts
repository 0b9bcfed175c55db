import { MAX_BULK_IDS, type DeviceFilter, type DeviceRow } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { isoTimestamp } from '../../lib/time.ts';
import { ownedBy, type Caller } from '../accounts/scope.ts';
import { alarmsOf } from './alarms.ts';

/**
 * Device queries. Every one is scoped by `ownedBy(caller, d.member_id)`: a member sees their boxes,
 * an operator their sub-members' too, staff all (unbound stock only staff).
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function filterCondition(caller: Caller, f: Partial<DeviceFilter>): SQL {
  return sql`${ownedBy(caller, sql`d.member_id`)} and ${filterOnly(f)}`;
}

/** The list filter's own conditions, without the caller's scope (`true` when there are none). */
function filterOnly(f: Partial<DeviceFilter>): SQL {
  const parts: SQL[] = [];
  if (f.search) {
    const p = likePattern(f.search);
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
  room_info: [sql`room_name`, sql`cabinet_name`],
  sn: [sql`sn`],
  last_report_at: [sql`last_report_at`],
  created_at: [sql`created_at`],
};

/**
 * One page of the caller's devices, how many match, and the caller's whole fleet at a glance (total,
 * online, offline: the list's `count`), in one statement: every round trip to the database costs more
 * on a busy machine than the planning it saves (issue 3 §5, BENCHMARKS.md).
 *
 * The filter and the sort run over the devices with only what they need (the member for a search by
 * mobile, the room and cabinet names for the default sort); the names shown are joined for the
 * page's rows only. The fleet is counted from the (member_id, online, tag_id) index alone. The counts
 * row is right-joined so that a page past the end still answers how many there are.
 */
export async function listDevices(
  db: DbOrTx,
  caller: Caller,
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
  const found = await rows<RawDevice & { matching: number; fleet_total: number; fleet_online: number }>(
    db,
    sql`with matching as materialized (
          select d.id, d.sn, d.last_report_at, d.created_at, r.name as room_name, c.name as cabinet_name
            from devices d
            ${q.search ? sql`left join members m on m.id = d.member_id` : sql``}
            left join rooms r on r.id = d.room_id
            left join rooms c on c.id = d.cabinet_id
           where ${ownedBy(caller, sql`d.member_id`)} and ${filterOnly(q)}
        ),
        page as (
          select * from matching order by ${orderBy(sql``)}
           limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
        )
        select counts.matching, counts.fleet_total, counts.fleet_online, p.id, d.sn, d.mac, d.name,
               coalesce(dt.name, '') as device_type_name, d.member_id,
               coalesce(m.nickname, '') as member_name, coalesce(m.mobile, '') as member_mobile,
               coalesce(mt.name, '') as member_tag_name, d.tag_id, coalesce(t.name, '') as tag_name,
               d.room_id, d.cabinet_id, coalesce(p.room_name, '') as jifang,
               coalesce(p.cabinet_name, '') as jigui, d.isp, d.online, d.last_report_at, d.bound_at,
               d.installed_at, ${alarmsOf()} as alarms
          from page p
          join devices d on d.id = p.id
          left join members m on m.id = d.member_id
          left join member_tags mt on mt.id = m.member_tag_id
          left join tags t on t.id = d.tag_id
          left join device_types dt on dt.id = d.device_type_id
         right join (
           select (select count(*) from matching)::int as matching, count(*)::int as fleet_total,
                  (count(*) filter (where f.online))::int as fleet_online
             from devices f where ${ownedBy(caller, sql`f.member_id`)}
         ) counts on true
         order by ${orderBy(sql`p.`)}`,
  );
  const counts = found[0];
  const total = counts?.fleet_total ?? 0;
  const online = counts?.fleet_online ?? 0;
  const data = found
    .filter((r) => r.id !== null)
    .map(({ matching: _m, fleet_total: _t, fleet_online: _o, ...r }) => toDeviceRow(r));
  return { data, total: counts?.matching ?? 0, fleet: { total, online, offline: total - online } };
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
