import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, queueDepth, rows, type QueueDepth } from '../../db/sql.ts';
import type { Paging } from '../../db/sql.ts';
import {
  findApplicationIn,
  listApplicationsIn,
  type ApplicationFilter,
  type ApplicationSource,
} from './applications.repo.ts';
import { coopApplications } from './cooperation.table.ts';

/** The SQL of big-bandwidth cooperation (cooperation.table.ts). */

export type ApplicationRow = {
  id: number;
  member_id: number;
  member_mobile: string;
  room_name: string;
  province_code: string;
  city_code: string;
  line: string;
  bandwidth_gbps: number;
  ip_range: string;
  range_first: number;
  range_last: number;
  server_count: number;
  contact_name: string;
  contact_mobile: string;
  remark: string;
  state: 'pending' | 'accepted' | 'rejected';
  reason: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  servers: number;
  reachable: number;
};

const coopSource: ApplicationSource = {
  table: coopApplications,
  columns: sql`a.id, a.member_id, m.mobile as member_mobile, a.room_name, a.province_code,
  a.city_code, a.line, a.bandwidth_gbps, a.ip_range, a.range_first::float8 as range_first,
  a.range_last::float8 as range_last, a.server_count, a.contact_name, a.contact_mobile, a.remark, a.state,
  a.reason, a.created_at, a.reviewed_at,
  (select count(*)::int from cdn_servers s where s.application_id = a.id) as servers,
  (select count(*)::int from cdn_servers s where s.application_id = a.id and s.reachable) as reachable`,
};

/** Applies and reviews one at a time, so an overlap is seen by whoever comes second. */
export async function lockRanges(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coop-ranges'))`);
}

/** Another member's accepted application whose range meets [first, last]. */
export function overlappingAccepted(
  db: DbOrTx,
  memberId: number,
  first: number,
  last: number,
): Promise<{ id: number } | undefined> {
  return firstRow(
    db,
    sql`select id from coop_applications
         where state = 'accepted' and member_id <> ${memberId}
           and range_first <= ${last} and range_last >= ${first} limit 1`,
  );
}

export function openApplicationFor(db: DbOrTx, memberId: number, ipRange: string) {
  return firstRow<{ id: number }>(
    db,
    sql`select id from coop_applications where member_id = ${memberId} and ip_range = ${ipRange} and state <> 'rejected'`,
  );
}

export type NewApplication = {
  memberId: number;
  roomName: string;
  provinceCode: string;
  cityCode: string;
  line: string;
  bandwidthGbps: number;
  ipRange: string;
  rangeFirst: number;
  rangeLast: number;
  serverCount: number;
  contactName: string;
  contactMobile: string;
  remark: string;
};

export async function insertApplication(db: DbOrTx, a: NewApplication): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into coop_applications (member_id, room_name, province_code, city_code, line, bandwidth_gbps,
          ip_range, range_first, range_last, server_count, contact_name, contact_mobile, remark)
        values (${a.memberId}, ${a.roomName}, ${a.provinceCode}, ${a.cityCode}, ${a.line}, ${a.bandwidthGbps},
          ${a.ipRange}, ${a.rangeFirst}, ${a.rangeLast}, ${a.serverCount}, ${a.contactName}, ${a.contactMobile},
          ${a.remark})
        returning id`,
  );
  return row!.id;
}

/** One application: the member's own (`memberId`), or anyone's for staff (null). */
export function findApplication(db: DbOrTx, id: number, memberId: number | null) {
  return findApplicationIn<ApplicationRow>(db, coopSource, id, memberId);
}

export function listApplications(db: DbOrTx, filter: ApplicationFilter, paging: Paging) {
  return listApplicationsIn<ApplicationRow>(db, coopSource, filter, paging);
}

export async function pendingCount(db: DbOrTx): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from coop_applications where state = 'pending'`,
  );
  return row?.n ?? 0;
}

/** Moves a pending application on; false when it was not pending any more (reviewed by someone else). */
export async function review(
  db: DbOrTx,
  id: number,
  change: { state: 'accepted' | 'rejected'; reason: string | null; staffId: number },
): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update coop_applications set state = ${change.state}, reason = ${change.reason},
               reviewed_by = ${change.staffId}, reviewed_at = now()
         where id = ${id} and state = 'pending' returning id`,
  );
  return row !== undefined;
}

export type ServerRow = {
  id: number;
  application_id: number;
  member_id: number;
  ip: string;
  port: number;
  bandwidth_mbps: number;
  line: string;
  disk_gb: number;
  remark: string;
  reachable: boolean | null;
  last_checked_at: Date | string | null;
  fail_streak: number;
  alerted: boolean;
  created_at: Date | string;
};

export function serversOf(db: DbOrTx, applicationId: number) {
  return rows<ServerRow>(
    db,
    sql`select * from cdn_servers where application_id = ${applicationId} order by id`,
  );
}

export function findServer(db: DbOrTx, id: number, applicationId: number) {
  return firstRow<ServerRow>(
    db,
    sql`select * from cdn_servers where id = ${id} and application_id = ${applicationId}`,
  );
}

export type ServerFields = {
  ip: string;
  port: number;
  bandwidthMbps: number;
  line: string;
  diskGb: number;
  remark: string;
};

export async function insertServer(
  db: DbOrTx,
  applicationId: number,
  memberId: number,
  s: ServerFields,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into cdn_servers (application_id, member_id, ip, port, bandwidth_mbps, line, disk_gb, remark)
        values (${applicationId}, ${memberId}, ${s.ip}, ${s.port}, ${s.bandwidthMbps}, ${s.line}, ${s.diskGb}, ${s.remark})
        returning id`,
  );
  return row!.id;
}

/** An edit; a new address or port starts its checks afresh. */
export async function updateServer(db: DbOrTx, id: number, s: ServerFields): Promise<void> {
  await db.execute(sql`
    update cdn_servers set
      reachable = case when ip = ${s.ip} and port = ${s.port} then reachable end,
      last_checked_at = case when ip = ${s.ip} and port = ${s.port} then last_checked_at end,
      fail_streak = case when ip = ${s.ip} and port = ${s.port} then fail_streak else 0 end,
      alerted = case when ip = ${s.ip} and port = ${s.port} then alerted else false end,
      ip = ${s.ip}, port = ${s.port}, bandwidth_mbps = ${s.bandwidthMbps}, line = ${s.line},
      disk_gb = ${s.diskGb}, remark = ${s.remark}, updated_at = now()
     where id = ${id}`);
}

/** Every server of an accepted application: what the ten-minute check dials. */
export function serversToCheck(db: DbOrTx) {
  return rows<ServerRow>(
    db,
    sql`select s.* from cdn_servers s join coop_applications a on a.id = s.application_id
         where a.state = 'accepted' order by s.id`,
  );
}

/**
 * One check's result: the streak moved, and whether this check crossed into "down" (the third failure
 * in a row, not told yet) or back "up" (reachable after being told) — each returned once.
 */
export async function recordCheck(
  db: DbOrTx,
  id: number,
  ok: boolean,
  downAfter: number,
): Promise<{ turnedDown: boolean; turnedUp: boolean } | undefined> {
  return firstRow(
    db,
    sql`with before as (select id, alerted, fail_streak from cdn_servers where id = ${id} for update)
        update cdn_servers s set
          reachable = ${ok}, last_checked_at = now(),
          fail_streak = case when ${ok} then 0 else before.fail_streak + 1 end,
          alerted = case when ${ok} then false
                         when before.fail_streak + 1 >= ${downAfter} then true else before.alerted end
          from before where s.id = before.id
        returning (not ${ok} and not before.alerted and before.fail_streak + 1 >= ${downAfter}) as "turnedDown",
                  (${ok} and before.alerted) as "turnedUp"`,
  );
}

/** Applications staff have not accepted or rejected yet, since they were made. */
export function reviewQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`coop_applications where state = 'pending'`, sql`created_at`);
}
