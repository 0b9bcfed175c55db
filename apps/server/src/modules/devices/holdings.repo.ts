import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { idArray } from './devices.repo.ts';

/**
 * Gives boxes to a member (or to nobody: `memberId` null), the one way any box changes member (bind,
 * allocation by an operator or staff, removal). A box whose member changes ends its holding and starts
 * a new one at the same instant, and leaves everything of its former member behind (issue 11 §3,
 * issue 19 §2): its name, tag, room and cabinet (a box taken down gets an uninstall record of its
 * former member), and the commands its former member queued that the box has not fetched yet. A box
 * already with `memberId` is left as it is. Returns the ids that changed member.
 */
export async function changeHolder(
  tx: Tx,
  deviceIds: number[],
  to: { memberId: number | null; since?: Date },
): Promise<number[]> {
  const changing = (
    await rows<{ id: number }>(
      tx,
      sql`select id from devices where id = any(${idArray(deviceIds)})
            and member_id is distinct from ${to.memberId} order by id for update`,
    )
  ).map((r) => r.id);
  if (changing.length === 0) return [];
  if (to.memberId !== null) {
    // The new holder's account stays open until the boxes are theirs: closing it takes the same lock.
    const open = await rows<{ id: number }>(
      tx,
      sql`select id from members where id = ${to.memberId} and status = 'active' for share`,
    );
    if (open.length === 0) throw new AppError('NOT_FOUND', '会员不存在');
  }
  const ids = idArray(changing);
  const at = to.since ? sql`${to.since.toISOString()}::timestamptz` : sql`now()`;

  await tx.execute(sql`
    insert into install_records (device_id, member_id, room_id, cabinet_id, action, actor_id)
    select id, member_id, room_id, cabinet_id, 'uninstall', null from devices
    where id = any(${ids}) and room_id is not null and member_id is not null`);
  await tx.execute(sql`
    update device_holdings set ended_at = ${at} where device_id = any(${ids}) and ended_at is null`);
  await tx.execute(sql`delete from device_commands where device_id = any(${ids}) and delivered_at is null`);
  // The last status tells of the former member's line (public IPs, PPPoE accounts): the box's next
  // report, within minutes, writes the new holder's.
  await tx.execute(sql`delete from device_status where device_id = any(${ids})`);
  if (to.memberId !== null) {
    await tx.execute(sql`
      insert into device_holdings (device_id, member_id, started_at)
      select id, ${to.memberId}, ${at} from unnest(${ids}) as id`);
  }
  await tx.execute(sql`
    update devices set member_id = ${to.memberId}, name = '', tag_id = null, room_id = null,
      cabinet_id = null, installed_at = null,
      bound_at = case when ${to.memberId}::int is null then null else ${at} end
    where id = any(${ids})`);
  return changing;
}

/**
 * Who held each box at each instant (epoch seconds), 0 where nobody did: the holder a reported
 * bucket belongs to (decision 0021). One statement for a whole batch of samples, each looked up on
 * the (device, started_at) index.
 */
export async function holdersAt(db: DbOrTx, at: { deviceId: number; start: number }[]): Promise<number[]> {
  if (at.length === 0) return [];
  const found = await rows<{ member_id: number }>(
    db,
    sql`select coalesce(h.member_id, 0) as member_id
          from unnest(${sql.param(at.map((a) => a.deviceId))}::int[], ${sql.param(at.map((a) => a.start))}::bigint[])
               with ordinality as s(device_id, start, i)
          left join lateral (
            select member_id from device_holdings h
             where h.device_id = s.device_id and h.started_at <= to_timestamp(s.start)
               and (h.ended_at is null or h.ended_at > to_timestamp(s.start))
             order by h.started_at desc limit 1) h on true
         order by s.i`,
  );
  return found.map((r) => Number(r.member_id));
}

/** Whether any of the boxes was ever held by anyone or ever reported a sample. */
export async function everHeldOrReported(db: DbOrTx, deviceIds: number[]): Promise<boolean> {
  const found = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from devices d
         where d.id = any(${idArray(deviceIds)})
           and (exists (select 1 from device_holdings h where h.device_id = d.id)
                or exists (select 1 from device_days dd where dd.device_id = d.id)
                or d.last_report_at is not null)`,
  );
  return (found[0]?.n ?? 0) > 0;
}
