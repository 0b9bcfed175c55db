import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing, firstRow, pageOfRows, queueDepth, type Paging, type QueueDepth } from '../../db/sql.ts';

/** The points withdrawals (activity.table.ts): the member's own, and staff's queue. */

export type PointsWithdrawalRow = {
  id: number;
  member_id: number;
  amount: string;
  fee: string;
  address: string;
  state: 'pending' | 'sent' | 'rejected';
  tx_hash: string | null;
  reason: string | null;
  created_at: Date | string;
  handled_at: Date | string | null;
  member_mobile: string;
  member_nickname: string;
};

/** Withdrawals (`w`) with the mobile and nickname of the member who asked (`m`). */
const selectWithdrawals = sql`
  select w.id::int, w.member_id, w.amount::text, w.fee::text, w.address, w.state, w.tx_hash, w.reason,
         w.created_at, w.handled_at, m.mobile as member_mobile, m.nickname as member_nickname
    from points_withdrawals w join members m on m.id = w.member_id`;

/** One of the member's own withdrawals, found by `condition`. */
function findOwn(db: DbOrTx, memberId: number, condition: SQL): Promise<PointsWithdrawalRow | undefined> {
  return firstRow<PointsWithdrawalRow>(
    db,
    sql`${selectWithdrawals} where w.member_id = ${memberId} and ${condition}`,
  );
}

/**
 * The new request's id; null when this member already made one with the same request key (a resend
 * racing the first: it waits for the first to commit, then inserts nothing).
 */
export async function insertWithdrawal(
  db: DbOrTx,
  w: { memberId: number; amount: number; fee: number; address: string; requestKey: string | null },
): Promise<number | null> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into points_withdrawals (member_id, amount, fee, address, request_key)
        values (${w.memberId}, ${w.amount}, ${w.fee}, ${w.address}, ${w.requestKey})
        on conflict (member_id, request_key) where request_key is not null do nothing
        returning id::int`,
  );
  return row?.id ?? null;
}

/** The request this member made with this request key, if any. */
export function findByRequestKey(db: DbOrTx, memberId: number, requestKey: string) {
  return findOwn(db, memberId, sql`w.request_key = ${requestKey}`);
}

export function findMemberWithdrawal(db: DbOrTx, memberId: number, id: number) {
  return findOwn(db, memberId, sql`w.id = ${id}`);
}

/** The member's own points withdrawals, newest first. */
export function listMemberWithdrawals(db: DbOrTx, memberId: number, page: Paging) {
  return pageOfRows<PointsWithdrawalRow>(
    db,
    {
      select: sql`${selectWithdrawals} where w.member_id = ${memberId} order by w.id desc`,
      from: sql`points_withdrawals where member_id = ${memberId}`,
    },
    page,
  );
}

/** Staff: the queue in one state (oldest pending first; the handled ones newest first). */
export async function listAllWithdrawals(
  db: DbOrTx,
  q: { state: 'pending' | 'sent' | 'rejected'; page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ rows: PointsWithdrawalRow[]; total: number }> {
  const where = sql`w.state = ${q.state} ${
    q.keyword
      ? sql`and (m.mobile like ${containing(q.keyword)} or w.address ilike ${containing(q.keyword)})`
      : sql``
  }`;
  const order = q.state === 'pending' ? sql`w.id` : sql`w.id desc`;
  return pageOfRows<PointsWithdrawalRow>(
    db,
    {
      select: sql`${selectWithdrawals} where ${where} order by ${order}`,
      from: sql`points_withdrawals w join members m on m.id = w.member_id where ${where}`,
    },
    q,
  );
}

/**
 * Moves a pending withdrawal on, once: the conditional update finds it pending or finds nothing (a
 * second click, another staff member first). Returns the row as it is now, or undefined.
 */
export async function leavePending(
  db: DbOrTx,
  id: number,
  change:
    | { state: 'sent'; txHash: string; staffId: number }
    | { state: 'rejected'; reason: string; staffId: number },
): Promise<{ id: number; member_id: number; amount: string; fee: string } | undefined> {
  return firstRow(
    db,
    sql`update points_withdrawals
           set state = ${change.state},
               tx_hash = ${change.state === 'sent' ? change.txHash : null},
               reason = ${change.state === 'rejected' ? change.reason : null},
               handled_by = ${change.staffId}, handled_at = now()
         where id = ${id} and state = 'pending'
     returning id::int, member_id, amount::text, fee::text`,
  );
}

/** Staff: one withdrawal whoever asked it. */
export async function findAnyWithdrawal(db: DbOrTx, id: number): Promise<PointsWithdrawalRow | undefined> {
  return firstRow<PointsWithdrawalRow>(db, sql`${selectWithdrawals} where w.id = ${id}`);
}

/** Points withdrawals staff have not sent or rejected yet, since they were asked for. */
export function pendingQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`points_withdrawals where state = 'pending'`, sql`created_at`);
}
