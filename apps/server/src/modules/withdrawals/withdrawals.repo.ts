import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, queueDepth, rows, type QueueDepth } from '../../db/sql.ts';
import type { PayeeRow } from './payees.repo.ts';
import type { WithdrawalState } from './withdrawals.table.ts';

export type WithdrawalRow = {
  id: number;
  memberId: number;
  memberMobile: string;
  amountFen: number;
  feeFen: number;
  payeeKind: 'alipay' | 'bank';
  payeeAccount: string;
  payeeName: string;
  bankName: string | null;
  state: WithdrawalState;
  reason: string;
  payoutReference: string | null;
  createdAt: Date | string;
  reviewedAt: Date | string | null;
  paidAt: Date | string | null;
};

const columns = sql`
  w.id::int as id, w.member_id as "memberId", m.mobile as "memberMobile",
  w.amount_fen as "amountFen", w.fee_fen as "feeFen", w.payee_kind as "payeeKind",
  w.payee_account as "payeeAccount", w.payee_name as "payeeName", w.bank_name as "bankName",
  w.state, w.reason, w.payout_reference as "payoutReference", w.created_at as "createdAt",
  w.reviewed_at as "reviewedAt", w.paid_at as "paidAt"`;

/**
 * The new withdrawal's id; null when this member already made one with the same request key (a
 * resend racing the first: it waits for the first to commit, then inserts nothing).
 */
export async function insertWithdrawal(
  db: DbOrTx,
  memberId: number,
  amountFen: number,
  feeFen: number,
  payee: PayeeRow,
  requestKey: string | null,
): Promise<number | null> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into withdrawals
          (member_id, amount_fen, fee_fen, payee_kind, payee_account_id, payee_account, payee_name, bank_name,
           request_key)
        values (${memberId}, ${amountFen}, ${feeFen}, ${payee.kind}, ${payee.id}, ${payee.account},
                ${payee.realName}, ${payee.bankName}, ${requestKey})
        on conflict (member_id, request_key) where request_key is not null do nothing
        returning id::int as id`,
  );
  return row?.id ?? null;
}

/** The withdrawal this member asked for with this request key, if any. */
export async function findByRequestKey(
  db: DbOrTx,
  memberId: number,
  requestKey: string,
): Promise<(WithdrawalRow & { payeeAccountId: number | null }) | undefined> {
  return firstRow(
    db,
    sql`select ${columns}, w.payee_account_id as "payeeAccountId"
          from withdrawals w join members m on m.id = w.member_id
         where w.member_id = ${memberId} and w.request_key = ${requestKey}`,
  );
}

/**
 * A withdrawal by id, whoever's it is: for staff's review and the payout jobs only. A member's own
 * withdrawals are read with listMemberWithdrawals, which always filters by the member.
 */
export async function findAnyWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  return firstRow<WithdrawalRow>(
    db,
    sql`select ${columns} from withdrawals w join members m on m.id = w.member_id where w.id = ${id}`,
  );
}

export type ListFilter = { state?: WithdrawalState; page: number; pageSize: number };

/** The member's own withdrawals, newest first. */
export function listMemberWithdrawals(db: DbOrTx, memberId: number, f: ListFilter) {
  return listWhere(db, sql`w.member_id = ${memberId}`, f);
}

/** Every member's withdrawals, newest first: staff's review queue. */
export function listAllWithdrawals(db: DbOrTx, f: ListFilter) {
  return listWhere(db, sql`true`, f);
}

async function listWhere(
  db: DbOrTx,
  scope: SQL,
  f: ListFilter,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = sql`where ${scope} ${f.state === undefined ? sql`` : sql`and w.state = ${f.state}`}`;
  const list = await rows<WithdrawalRow>(
    db,
    sql`select ${columns} from withdrawals w join members m on m.id = w.member_id ${where}
        order by w.id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  const count = await firstRow<{ n: number }>(db, sql`select count(*)::int as n from withdrawals w ${where}`);
  return { rows: list, total: count?.n ?? 0 };
}

/**
 * Moves a withdrawal from one state to the next only if it is still in the state the caller saw:
 * of two staff clicking at once, or a retry racing a query, exactly one wins and posts the money.
 */
export async function transition(
  db: DbOrTx,
  id: number,
  from: WithdrawalState,
  to: WithdrawalState,
  change: { reason?: string; reference?: string | null; reviewerId?: number | null } = {},
): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update withdrawals
           set state = ${to}, updated_at = now(),
               reason = coalesce(${change.reason ?? null}::text, reason),
               payout_reference = coalesce(${change.reference ?? null}::text, payout_reference),
               reviewer_id = coalesce(${change.reviewerId ?? null}::int, reviewer_id),
               reviewed_at = ${from === 'pending' ? sql`now()` : sql`reviewed_at`},
               paid_at = ${to === 'paid' ? sql`now()` : sql`paid_at`}
         where id = ${id} and state = ${from}
         returning id::int as id`,
  );
  return row !== undefined;
}

export async function recordAttempt(
  db: DbOrTx,
  withdrawalId: number,
  call: 'transfer' | 'query' | 'bank',
  outcome: string,
  detail: string,
  actorId: number | null,
): Promise<void> {
  await db.execute(sql`
    insert into payout_attempts (withdrawal_id, call, outcome, detail, actor_id)
    values (${withdrawalId}, ${call}, ${outcome}, ${detail}, ${actorId})`);
}

export type Attempt = {
  withdrawalId: number;
  call: string;
  outcome: string;
  detail: string;
  createdAt: Date | string;
};

export async function attemptsOf(db: DbOrTx, ids: number[]): Promise<Attempt[]> {
  if (ids.length === 0) return [];
  return rows<Attempt>(
    db,
    sql`select withdrawal_id::int as "withdrawalId", call, outcome, detail, created_at as "createdAt"
          from payout_attempts where withdrawal_id = any(${sql.param(ids)}::bigint[]) order by id`,
  );
}

/** Alipay payouts left 'paying' (a timeout, a DEALING answer) for at least `minutes`: to be queried. */
export async function stalePaying(db: DbOrTx, minutes: number): Promise<number[]> {
  const list = await rows<{ id: number }>(
    db,
    sql`select id::int as id from withdrawals
         where state = 'paying' and payee_kind = 'alipay' and updated_at < now() - make_interval(mins => ${minutes})
         order by id limit 100`,
  );
  return list.map((r) => r.id);
}

/** Requests staff have not reviewed yet, waiting since they were made. */
export function reviewQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`withdrawals where state = 'pending'`, sql`created_at`);
}

/** Approved Alipay payouts Alipay has not confirmed yet, waiting since the approval. */
export function payoutQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`withdrawals where state = 'paying'`, sql`reviewed_at`);
}
