import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing, firstRow, queueDepth, rows, type QueueDepth } from '../../db/sql.ts';

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

const columns = sql`
  w.id::int, w.member_id, w.amount::text, w.fee::text, w.address, w.state, w.tx_hash, w.reason,
  w.created_at, w.handled_at, m.mobile as member_mobile, m.nickname as member_nickname`;

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
export async function findByRequestKey(
  db: DbOrTx,
  memberId: number,
  requestKey: string,
): Promise<PointsWithdrawalRow | undefined> {
  return firstRow<PointsWithdrawalRow>(
    db,
    sql`select ${columns} from points_withdrawals w join members m on m.id = w.member_id
         where w.member_id = ${memberId} and w.request_key = ${requestKey}`,
  );
}

export async function findMemberWithdrawal(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<PointsWithdrawalRow | undefined> {
  return firstRow<PointsWithdrawalRow>(
    db,
    sql`select ${columns} from points_withdrawals w join members m on m.id = w.member_id
         where w.id = ${id} and w.member_id = ${memberId}`,
  );
}

/** The member's own points withdrawals, newest first. */
export async function listMemberWithdrawals(
  db: DbOrTx,
  memberId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: PointsWithdrawalRow[]; total: number }> {
  const [list, count] = await Promise.all([
    rows<PointsWithdrawalRow>(
      db,
      sql`select ${columns} from points_withdrawals w join members m on m.id = w.member_id
           where w.member_id = ${memberId} order by w.id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`select count(*)::int as n from points_withdrawals where member_id = ${memberId}`,
    ),
  ]);
  return { rows: list, total: count?.n ?? 0 };
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
  const [list, count] = await Promise.all([
    rows<PointsWithdrawalRow>(
      db,
      sql`select ${columns} from points_withdrawals w join members m on m.id = w.member_id
           where ${where} order by ${order}
           limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`select count(*)::int as n from points_withdrawals w join members m on m.id = w.member_id where ${where}`,
    ),
  ]);
  return { rows: list, total: count?.n ?? 0 };
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
  return firstRow<PointsWithdrawalRow>(
    db,
    sql`select ${columns} from points_withdrawals w join members m on m.id = w.member_id where w.id = ${id}`,
  );
}

/** Points withdrawals staff have not sent or rejected yet, since they were asked for. */
export function pendingQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`points_withdrawals where state = 'pending'`, sql`created_at`);
}
