import type { ManagedMember } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing, firstRow, rows } from '../../db/sql.ts';
import type { Caller } from './scope.ts';

/**
 * The members a caller manages: an operator its sub-members, staff everyone; a closed account is
 * nobody's to manage any more (decision 0020). (A member manages no one; the routes that use this are
 * operator-only.)
 */
export function managedBy(caller: Caller): SQL {
  const open = sql`m.status <> 'closed'`;
  return caller.isSuperman ? open : sql`m.operator_id = ${caller.id} and ${open}`;
}

type RawMember = Omit<ManagedMember, 'created_at'> & { created_at: Date | string };
const toManaged = (r: RawMember): ManagedMember => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
});

const SELECT = sql`
  select m.id, m.mobile, m.nickname, m.status, m.operator_id, m.member_tag_id, coalesce(mt.name, '') as member_tag_name,
    (select count(*)::int from devices d where d.member_id = m.id) as device_count,
    (select count(*)::int from devices d where d.member_id = m.id and d.online) as online_count,
    m.created_at
  from members m left join member_tags mt on mt.id = m.member_tag_id`;

export async function listManaged(
  db: DbOrTx,
  caller: Caller,
  q: {
    page: number;
    pageSize: number;
    keyword?: string | undefined;
    member_tag_id: number;
    status?: string | undefined;
  },
) {
  const parts = [managedBy(caller)];
  if (q.keyword)
    parts.push(sql`(m.mobile like ${containing(q.keyword)} or m.nickname ilike ${containing(q.keyword)})`);
  if (q.member_tag_id) parts.push(sql`m.member_tag_id = ${q.member_tag_id}`);
  if (q.status) parts.push(sql`m.status = ${q.status}`);
  const where = sql.join(parts, sql` and `);
  const data = await rows<RawMember>(
    db,
    sql`${SELECT} where ${where} order by m.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from members m where ${where}`,
  );
  return { data: data.map(toManaged), total: total?.n ?? 0 };
}

export async function findManaged(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<ManagedMember | undefined> {
  const row = await firstRow<RawMember>(db, sql`${SELECT} where m.id = ${id} and ${managedBy(caller)}`);
  return row ? toManaged(row) : undefined;
}

/** The caller and the members it manages, for "move devices to a member". */
export async function allocatable(db: DbOrTx, caller: Caller, keyword?: string) {
  const search = keyword
    ? sql`and (m.mobile like ${containing(keyword)} or m.nickname ilike ${containing(keyword)})`
    : sql``;
  return rows<{ id: number; mobile: string; nickname: string; device_count: number }>(
    db,
    sql`select m.id, m.mobile, m.nickname, (select count(*)::int from devices d where d.member_id = m.id) as device_count
        from members m where (m.id = ${caller.id} or ${managedBy(caller)}) and m.status = 'active' ${search}
        order by (m.id = ${caller.id}) desc, m.id limit 200`,
  );
}

export async function overview(db: DbOrTx, caller: Caller) {
  const fleet = sql`(d.member_id = ${caller.id} or d.member_id in (select m.id from members m where ${managedBy(caller)}))`;
  const owners = sql`(r.owner_id = ${caller.id} or r.owner_id in (select m.id from members m where ${managedBy(caller)}))`;
  const row = await firstRow<{
    member_count: number;
    device_count: number;
    online_count: number;
    uninstalled_count: number;
    room_count: number;
    cabinet_count: number;
  }>(
    db,
    sql`select
      (select count(*)::int from members m where ${managedBy(caller)}) as member_count,
      (select count(*)::int from devices d where ${fleet}) as device_count,
      (select count(*)::int from devices d where ${fleet} and d.online) as online_count,
      (select count(*)::int from devices d where ${fleet} and d.room_id is null) as uninstalled_count,
      (select count(*)::int from rooms r where ${owners} and r.pid = 0) as room_count,
      (select count(*)::int from rooms r where ${owners} and r.pid <> 0) as cabinet_count`,
  );
  const r = row ?? {
    member_count: 0,
    device_count: 0,
    online_count: 0,
    uninstalled_count: 0,
    room_count: 0,
    cabinet_count: 0,
  };
  return { ...r, offline_count: r.device_count - r.online_count };
}
