import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, pageOfRows, rows, type Paging } from '../../db/sql.ts';

/**
 * What a member's invitees brought them. The referral of a settlement names the invitee's credit it was
 * paid on (`referral:<settlement transfer id>`, settlement.service), so each referral is traced to its
 * invitee and day without a column of its own. Reads only: the ledger and settlement write these rows.
 */

export type InviteeRow = {
  id: number;
  mobile: string;
  nickname: string;
  status: 'active' | 'disabled' | 'closed';
  created_at: Date | string;
  devices: number;
  income_fen: string;
  commission_fen: string;
  last_commission_day: string | null;
};

/** The referral credited to `inviterId`, each with the invitee and day it was paid for. */
const referralsOf = (inviterId: number) => sql`
  select s.member_id as invitee_id, r.day, e.amount_fen
    from ledger_transfers r
    join ledger_transfers s on r.idem_key = 'referral:' || s.id
    join ledger_entries e on e.transfer_id = r.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'member_balance' and a.member_id = ${inviterId}
   where r.kind = 'referral' and r.member_id = ${inviterId}`;

export async function countInvitees(
  db: DbOrTx,
  inviterId: number,
): Promise<{ invitees: number; with_devices: number }> {
  const row = await firstRow<{ invitees: number; with_devices: number }>(
    db,
    sql`select count(*)::int as invitees,
               count(*) filter (where exists (select 1 from devices d where d.member_id = m.id))::int as with_devices
          from members m where m.inviter_id = ${inviterId}`,
  );
  return row ?? { invitees: 0, with_devices: 0 };
}

/** The referral credited to the inviter in all, and for `day`. */
export async function commissionTotals(
  db: DbOrTx,
  inviterId: number,
  day: string,
): Promise<{ total: number; on_day: number }> {
  const row = await firstRow<{ total: string; on_day: string }>(
    db,
    sql`select coalesce(sum(amount_fen), 0)::text as total,
               coalesce(sum(amount_fen) filter (where day = ${day}::date), 0)::text as on_day
          from (${referralsOf(inviterId)}) x`,
  );
  return { total: Number(row?.total ?? 0), on_day: Number(row?.on_day ?? 0) };
}

const inviteeColumns = sql`
  m.id, m.mobile, m.nickname, m.status, m.created_at,
  (select count(*)::int from devices d where d.member_id = m.id) as devices,
  (select coalesce(sum(ds.income_fen), 0)::text from device_settlements ds where ds.member_id = m.id)
    as income_fen,
  coalesce(c.commission, 0)::text as commission_fen,
  to_char(c.last_day, 'YYYY-MM-DD') as last_commission_day`;

const commissionByInvitee = (inviterId: number) => sql`
  left join (
    select invitee_id, sum(amount_fen) as commission, max(day) as last_day
      from (${referralsOf(inviterId)}) x group by invitee_id
  ) c on c.invitee_id = m.id`;

/** The inviter's invitees, newest first. */
export async function listInvitees(
  db: DbOrTx,
  inviterId: number,
  page: Paging,
): Promise<{ rows: InviteeRow[]; total: number }> {
  return pageOfRows<InviteeRow>(
    db,
    {
      select: sql`select ${inviteeColumns}
                    from members m ${commissionByInvitee(inviterId)}
                   where m.inviter_id = ${inviterId}
                   order by m.id desc`,
      from: sql`members m where m.inviter_id = ${inviterId}`,
    },
    page,
  );
}

/** One invitee of the inviter's; undefined when `id` is not theirs (or not anyone's). */
export async function findInvitee(
  db: DbOrTx,
  inviterId: number,
  id: number,
): Promise<InviteeRow | undefined> {
  return firstRow<InviteeRow>(
    db,
    sql`select ${inviteeColumns}
          from members m ${commissionByInvitee(inviterId)}
         where m.inviter_id = ${inviterId} and m.id = ${id}`,
  );
}

/** The invitee's settled days, newest first, with the inviter's referral on each. */
export async function listInviteeDays(
  db: DbOrTx,
  inviterId: number,
  inviteeId: number,
  page: Paging,
): Promise<{ rows: { day: string; income_fen: string; commission_fen: string }[]; total: number }> {
  const days = sql`
    select ds.day, sum(ds.income_fen) as income_fen from device_settlements ds
     where ds.member_id = ${inviteeId} group by ds.day`;
  return pageOfRows<{ day: string; income_fen: string; commission_fen: string }>(
    db,
    {
      select: sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.income_fen::text,
                         coalesce((select sum(x.amount_fen) from (${referralsOf(inviterId)}) x
                                    where x.invitee_id = ${inviteeId} and x.day = d.day), 0)::text as commission_fen
                    from (${days}) d
                   order by d.day desc`,
      from: sql`(${days}) d`,
    },
    page,
  );
}

// ---- activity points ---------------------------------------------------------------------------

/** The points the member's device-days earned on `day` and since `weekStart` (settled parts). */
export async function pointsEarned(
  db: DbOrTx,
  memberId: number,
  day: string,
  weekStart: string,
): Promise<{ on_day: number; week: number; devices_on_day: number }> {
  const row = await firstRow<{ on_day: string; week: string; devices_on_day: number }>(
    db,
    sql`select coalesce(sum(points) filter (where day = ${day}::date), 0)::text as on_day,
               coalesce(sum(points) filter (where day >= ${weekStart}::date), 0)::text as week,
               count(distinct device_id) filter (where day = ${day}::date and points > 0)::int as devices_on_day
          from device_settlements
         where member_id = ${memberId} and day >= least(${weekStart}::date, ${day}::date)`,
  );
  return {
    on_day: Number(row?.on_day ?? 0),
    week: Number(row?.week ?? 0),
    devices_on_day: row?.devices_on_day ?? 0,
  };
}

export type DeviceContributionRow = {
  device_id: number;
  name: string;
  sn: string;
  value95_kbps: number;
  online_hours: string;
  points: number;
};

/** The member's boxes by the points they earned on `day`, most first. */
export async function deviceContribution(
  db: DbOrTx,
  memberId: number,
  day: string,
  limit: number,
): Promise<DeviceContributionRow[]> {
  return rows<DeviceContributionRow>(
    db,
    sql`select s.device_id, d.name, d.sn, s.value95_kbps, round(s.samples / 12.0, 1)::text as online_hours,
               s.points
          from device_settlements s join devices d on d.id = s.device_id
         where s.member_id = ${memberId} and s.day = ${day}::date and s.points > 0
         order by s.points desc, s.device_id
         limit ${limit}`,
  );
}
