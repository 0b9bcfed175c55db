import {
  WITHDRAWAL_STATE_LABELS,
  type AdminWithdrawal,
  type Pages,
  type Withdrawal,
  type WithdrawLimits,
} from '@nodebao/contract';
import { formatYuan, withdrawalFee } from '@nodebao/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import type { QueueDepth } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import type { PayoutQueryResult } from '../../integrations/alipay/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { memberBalances, move, postTransfer, type Leg } from '../ledger/ledger.service.ts';
import { getParams } from '../params/params.service.ts';
import { findPayee } from './payees.repo.ts';
import { maskAccount } from './payees.service.ts';
import * as repo from './withdrawals.repo.ts';
import type { WithdrawalState } from './withdrawals.table.ts';

/**
 * Withdrawals (DESIGN §7). The state machine and where the money is at each step:
 *
 *   request  ─ balance → reserve ─────────────────────────────▶ pending
 *   pending  ─ staff reject: reserve → balance ───────────────▶ rejected
 *   pending  ─ staff approve, bank: reserve → payout (+ fee) ─▶ paid   (staff paid it by hand)
 *   pending  ─ staff approve, Alipay ─────────────────────────▶ paying ─ Alipay says SUCCESS ─▶ paid
 *                                                              paying ─ Alipay says FAIL ────▶ rejected
 *                                                              paying ─ no answer / DEALING: stays,
 *                                                                       queried later, retried with the
 *                                                                       same out_biz_no when Alipay has none
 *
 * Every arrow is one conditional UPDATE (`where state = <from>`) and its ledger transfer in one
 * transaction, keyed by the withdrawal: whoever loses a race changes nothing and posts nothing.
 */

/** Raw SQL hands timestamps back as Date (node-postgres) or text (PGlite); the API speaks ISO text. */
function iso(at: Date | string): string;
function iso(at: Date | string | null): string | null;
function iso(at: Date | string | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

function toWithdrawal(row: repo.WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amountFen,
    fee: row.feeFen,
    net_amount: row.amountFen - row.feeFen,
    payee_kind: row.payeeKind,
    payee_account_masked: maskAccount(row.payeeKind, row.payeeAccount),
    payee_name: row.payeeName,
    bank_name: row.bankName,
    state: row.state,
    state_label: WITHDRAWAL_STATE_LABELS[row.state],
    reason: row.reason,
    payout_reference: row.payoutReference,
    created_at: iso(row.createdAt),
    reviewed_at: iso(row.reviewedAt),
    paid_at: iso(row.paidAt),
  };
}

export async function withdrawLimits(deps: Deps, memberId: number): Promise<WithdrawLimits> {
  const [params, balances] = await Promise.all([getParams(deps.db), memberBalances(deps.db, memberId)]);
  return {
    balance: balances.balanceFen,
    reserve: balances.reserveFen,
    min_amount: params.withdraw.min_fen,
    max_amount: params.withdraw.max_fen,
    fee_rate_bp: params.withdraw.fee_rate_bp,
  };
}

/**
 * A member asks for a withdrawal: within the limits, to one of their own payee accounts, and the
 * amount moves from their balance to their reserve in the same transaction as the request is written.
 * Not enough balance refuses the whole request: no row, no entry.
 */
export async function requestWithdrawal(
  deps: Deps,
  memberId: number,
  input: { amount: number; payee_id: number; request_key?: string | undefined },
): Promise<Withdrawal> {
  // A resend of a request whose answer was lost (a 503, a dropped connection) answers the first.
  const key = input.request_key ?? null;
  const earlier = key ? await repo.findByRequestKey(deps.db, memberId, key) : undefined;
  if (earlier) return sameRequest(earlier, input);
  const { withdraw } = await getParams(deps.db);
  if (input.amount < withdraw.min_fen) {
    throw new AppError('WITHDRAW_TOO_SMALL', `单笔最少提现 ${formatYuan(withdraw.min_fen)} 元`);
  }
  if (input.amount > withdraw.max_fen) {
    throw new AppError('WITHDRAW_TOO_LARGE', `单笔最多提现 ${formatYuan(withdraw.max_fen)} 元`);
  }
  // The reply is read inside the transaction: a read after the commit could fail (the database going
  // away right then) and answer 503 for a withdrawal that was made.
  const made = await deps.db.transaction(async (tx) => {
    const payee = await findPayee(tx, memberId, input.payee_id);
    if (!payee) throw new AppError('PAYEE_NOT_FOUND');
    const fee = withdrawalFee(input.amount, withdraw.fee_rate_bp);
    const withdrawalId = await repo.insertWithdrawal(tx, memberId, input.amount, fee, payee, key);
    if (withdrawalId === null) return null; // the same key, committed meanwhile by its first sending
    await postTransfer(
      tx,
      {
        kind: 'withdraw_request',
        idemKey: `withdrawal:${withdrawalId}:request`,
        memberId,
        withdrawalId,
        memo: `提现申请 #${withdrawalId}（冻结待审核）`,
      },
      move({ kind: 'member_balance', memberId }, { kind: 'member_reserve', memberId }, input.amount),
    );
    return (await repo.findAnyWithdrawal(tx, withdrawalId))!;
  });
  if (made === null) return sameRequest((await repo.findByRequestKey(deps.db, memberId, key!))!, input);
  return toWithdrawal(made);
}

/** The withdrawal a request key already made, if the resend asks for the same; refused otherwise. */
function sameRequest(
  earlier: repo.WithdrawalRow & { payeeAccountId: number | null },
  input: { amount: number; payee_id: number },
): Withdrawal {
  if (earlier.amountFen !== input.amount || earlier.payeeAccountId !== input.payee_id) {
    throw fieldError('request_key', '已用于另一笔提现申请');
  }
  return toWithdrawal(earlier);
}

export async function myWithdrawals(
  deps: Deps,
  memberId: number,
  q: { page: number; pageSize: number; state?: WithdrawalState },
): Promise<{ list: Withdrawal[]; pages: Pages }> {
  const { rows, total } = await repo.listMemberWithdrawals(deps.db, memberId, q);
  return { list: rows.map(toWithdrawal), pages: pagesOf(q.page, q.pageSize, total) };
}

// ---------------------------------------------------------------------------------------------
// Staff review.

async function toAdmin(deps: Deps, rows: repo.WithdrawalRow[]): Promise<AdminWithdrawal[]> {
  const attempts = await repo.attemptsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toWithdrawal(row),
    member_id: row.memberId,
    member_mobile: row.memberMobile,
    payee_account: row.payeeAccount,
    attempts: attempts
      .filter((a) => a.withdrawalId === row.id)
      .map((a) => ({ call: a.call, outcome: a.outcome, detail: a.detail, created_at: iso(a.createdAt) })),
  }));
}

export async function reviewQueue(
  deps: Deps,
  q: { page: number; pageSize: number; state?: WithdrawalState },
): Promise<{ list: AdminWithdrawal[]; pages: Pages }> {
  const { rows, total } = await repo.listAllWithdrawals(deps.db, q);
  return { list: await toAdmin(deps, rows), pages: pagesOf(q.page, q.pageSize, total) };
}

async function adminView(deps: Deps, id: number): Promise<AdminWithdrawal> {
  const row = await repo.findAnyWithdrawal(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await toAdmin(deps, [row]))[0]!;
}

/** paid: the reserve leaves the member for good, split into what the payee got and the fee. */
function paidLegs(w: repo.WithdrawalRow): Leg[] {
  const legs: Leg[] = [
    { account: { kind: 'member_reserve', memberId: w.memberId }, amountFen: -w.amountFen },
    { account: { kind: 'platform_payout' }, amountFen: w.amountFen - w.feeFen },
  ];
  if (w.feeFen > 0) legs.push({ account: { kind: 'platform_fee' }, amountFen: w.feeFen });
  return legs;
}

async function markPaid(
  db: DbOrTx,
  w: repo.WithdrawalRow,
  from: WithdrawalState,
  reference: string,
  reviewerId: number | null,
): Promise<boolean> {
  if (!(await repo.transition(db, w.id, from, 'paid', { reference, reviewerId }))) return false;
  await postTransfer(
    db,
    {
      kind: 'withdraw_paid',
      idemKey: `withdrawal:${w.id}:paid`,
      memberId: w.memberId,
      withdrawalId: w.id,
      memo: `提现 #${w.id} 已到账（${w.payeeKind === 'alipay' ? '支付宝' : (w.bankName ?? '银行卡')}）`,
      actorId: reviewerId,
    },
    paidLegs(w),
  );
  return true;
}

async function markRejected(
  db: DbOrTx,
  w: repo.WithdrawalRow,
  from: WithdrawalState,
  reason: string,
  reviewerId: number | null,
): Promise<boolean> {
  if (!(await repo.transition(db, w.id, from, 'rejected', { reason, reviewerId }))) return false;
  await postTransfer(
    db,
    {
      kind: 'withdraw_rejected',
      idemKey: `withdrawal:${w.id}:rejected`,
      memberId: w.memberId,
      withdrawalId: w.id,
      memo: `提现 #${w.id} 未通过，金额已退回余额：${reason}`,
      actorId: reviewerId,
    },
    move(
      { kind: 'member_reserve', memberId: w.memberId },
      { kind: 'member_balance', memberId: w.memberId },
      w.amountFen,
    ),
  );
  return true;
}

export async function rejectWithdrawal(
  deps: Deps,
  staffId: number,
  id: number,
  reason: string,
): Promise<AdminWithdrawal> {
  await deps.db.transaction(async (tx) => {
    const w = await repo.findAnyWithdrawal(tx, id);
    if (!w) throw new AppError('NOT_FOUND');
    // Only before any payout started: once Alipay may be moving money, its answer decides.
    if (!(await markRejected(tx, w, 'pending', reason, staffId)))
      throw new AppError('WITHDRAW_STATE_CHANGED');
  });
  return adminView(deps, id);
}

export type ApproveOutcome = { withdrawal: AdminWithdrawal; message: string };

/**
 * Staff approve. A bank card was paid by hand: staff give the transfer's reference and it is paid.
 * Alipay: the withdrawal is claimed (pending → paying) and committed BEFORE calling Alipay, so a
 * second click or a crash cannot start a second payout; then Alipay's answer is applied.
 */
export async function approveWithdrawal(
  deps: Deps,
  staffId: number,
  id: number,
  reference?: string,
): Promise<ApproveOutcome> {
  const w = await repo.findAnyWithdrawal(deps.db, id);
  if (!w) throw new AppError('NOT_FOUND');
  if (w.payeeKind === 'bank') {
    if (!reference) throw new AppError('PAYOUT_REFERENCE_REQUIRED');
    await deps.db.transaction(async (tx) => {
      if (!(await markPaid(tx, w, 'pending', reference, staffId)))
        throw new AppError('WITHDRAW_STATE_CHANGED');
      await repo.recordAttempt(tx, id, 'bank', 'paid', `银行转账流水号 ${reference}`, staffId);
    });
    return { withdrawal: await adminView(deps, id), message: '已标记为已打款' };
  }
  if (!(await repo.transition(deps.db, id, 'pending', 'paying', { reviewerId: staffId }))) {
    throw new AppError('WITHDRAW_STATE_CHANGED');
  }
  const result = await deps.alipay.transfer(transferRequest(w));
  const message = await applyPayoutResult(deps, w, 'transfer', result, staffId);
  return { withdrawal: await adminView(deps, id), message };
}

function transferRequest(w: repo.WithdrawalRow) {
  return {
    outBizNo: String(w.id),
    amountFen: w.amountFen - w.feeFen,
    account: w.payeeAccount,
    realName: w.payeeName,
    title: '节点宝收益提现',
    remark: `提现单 ${w.id}`,
  };
}

/**
 * Applies what Alipay said about a 'paying' withdrawal. Success and failure are final and move the
 * money once; 'dealing' and 'unknown' leave it paying for a later query.
 */
async function applyPayoutResult(
  deps: Deps,
  w: repo.WithdrawalRow,
  call: 'transfer' | 'query',
  result: PayoutQueryResult,
  actorId: number | null,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    switch (result.state) {
      case 'success':
        await repo.recordAttempt(tx, w.id, call, 'success', `支付宝单号 ${result.orderId}`, actorId);
        await markPaid(tx, w, 'paying', result.orderId, null);
        return '支付宝打款成功';
      case 'failed': {
        const reason = `支付宝打款失败：${result.reason}（${result.code}）`;
        await repo.recordAttempt(tx, w.id, call, 'failed', reason, actorId);
        await markRejected(tx, w, 'paying', reason, null);
        return `${reason}，金额已退回会员余额`;
      }
      case 'dealing':
        await repo.recordAttempt(tx, w.id, call, 'dealing', '支付宝处理中', actorId);
        return '支付宝处理中，稍后自动查询结果';
      case 'unknown':
        await repo.recordAttempt(tx, w.id, call, 'unknown', result.reason, actorId);
        return '打款结果未确认（已记录），稍后自动查询，也可点击“查询”';
      case 'not_found':
        await repo.recordAttempt(tx, w.id, call, 'not_found', '支付宝无此单', actorId);
        return '支付宝无此单';
    }
  });
}

/**
 * For a 'paying' withdrawal: ask Alipay what happened; when Alipay has no such order (our transfer
 * never arrived), send it again under the same out_biz_no, which Alipay pays at most once.
 */
export async function settlePaying(deps: Deps, id: number, actorId: number | null): Promise<string> {
  const w = await repo.findAnyWithdrawal(deps.db, id);
  if (!w) throw new AppError('NOT_FOUND');
  if (w.state !== 'paying') throw new AppError('WITHDRAW_STATE_CHANGED');
  const found = await deps.alipay.query(String(w.id));
  if (found.state !== 'not_found') return applyPayoutResult(deps, w, 'query', found, actorId);
  await repo.recordAttempt(deps.db, w.id, 'query', 'not_found', '支付宝无此单，用同一单号重新打款', actorId);
  return applyPayoutResult(deps, w, 'transfer', await deps.alipay.transfer(transferRequest(w)), actorId);
}

export async function queryWithdrawal(deps: Deps, staffId: number, id: number): Promise<ApproveOutcome> {
  const message = await settlePaying(deps, id, staffId);
  return { withdrawal: await adminView(deps, id), message };
}

/** Every few minutes: payouts left without a final answer are asked about (one replica, any order). */
export async function followUpPayouts(deps: Deps): Promise<number> {
  const ids = await repo.stalePaying(deps.db, 2);
  for (const id of ids) {
    await settlePaying(deps, id, null).catch((err: unknown) => {
      deps.log.warn({ err, withdrawalId: id }, 'payout follow-up failed');
    });
  }
  return ids.length;
}

/** What waits for someone, for the metrics (issue 47): requests to review, payouts not confirmed. */
export async function queueDepths(
  deps: Pick<Deps, 'db'>,
): Promise<{ review: QueueDepth; payout: QueueDepth }> {
  return { review: await repo.reviewQueue(deps.db), payout: await repo.payoutQueue(deps.db) };
}
