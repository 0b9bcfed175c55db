import { ERRORS, type PointsWithdrawal } from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { QueueDepth } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import {
  confirmPassword,
  findMemberById,
  lockMember,
  updateMember,
  type ClientContext,
  type MemberRow,
} from '../accounts/accounts.service.ts';
import { move, postTransfer } from '../ledger/ledger.service.ts';
import { notify } from '../messages/messages.service.ts';
import { getParams } from '../params/params.service.ts';
import * as repo from './points-wallet.repo.ts';

/**
 * The points wallet (DESIGN §8): a saved chain address, and withdrawals of points to it that staff
 * send by hand (or reject). Points move like money: to a reserve when asked, out when sent, back when
 * rejected — each a keyed ledger transfer in the transaction of its state change.
 */

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

function holdUntil(changedAt: Date | null, hours: number): Date | null {
  if (!changedAt) return null;
  const until = new Date(changedAt.getTime() + hours * 3_600_000);
  return until.getTime() > Date.now() ? until : null;
}

/** Until when points withdrawals wait after the address was replaced (ISO), or null. */
export function walletHoldUntil(changedAt: Date | null, hours: number): string | null {
  return holdUntil(changedAt, hours)?.toISOString() ?? null;
}

/**
 * `POST /api/activite/set-wallet`: the address after the current password. Replacing an address holds
 * withdrawals for `address_hold_hours` and tells the member (a stolen session cannot move points out
 * at once); the first address and the same address again hold nothing.
 */
export async function setWallet(
  deps: Deps,
  member: MemberRow,
  input: { address: string; password: string },
  ctx: Pick<ClientContext, 'ip'>,
) {
  await confirmPassword(deps, member, input.password, ctx);
  const { activity } = await getParams(deps.db);
  const changedAt = await deps.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const current = await findMemberById(tx, member.id);
    if (!current) throw new AppError('NOT_FOUND', '账号不存在');
    if (sameAddress(current.liankeWallet, input.address)) return current.walletChangedAt;
    const replacing = current.liankeWallet !== null;
    const at = replacing ? new Date() : null;
    await updateMember(tx, member.id, { liankeWallet: input.address, walletChangedAt: at });
    if (replacing) {
      await notify(tx, [
        {
          memberId: member.id,
          kind: 'system',
          title: '积分钱包地址已更改',
          content:
            `你的积分钱包地址已改为 ${input.address.slice(0, 6)}…${input.address.slice(-4)}，` +
            `${activity.address_hold_hours} 小时内暂停积分提取。如非本人操作，请立即修改登录密码并联系客服。`,
          deviceId: null,
        },
      ]);
    }
    return at;
  });
  const until = holdUntil(changedAt, activity.address_hold_hours);
  return { address: input.address, hold_until: until ? until.toISOString() : null };
}

function toWithdrawal(row: repo.PointsWithdrawalRow): PointsWithdrawal {
  return {
    id: row.id,
    amount: Number(row.amount),
    fee: Number(row.fee),
    address: row.address,
    state: row.state,
    tx_hash: row.tx_hash,
    reason: row.reason,
    created_at: isoTimestamp(row.created_at),
    handled_at: row.handled_at ? isoTimestamp(row.handled_at) : null,
  };
}

/**
 * `POST /api/activite/tixian`: `amount` points to the saved address, the fee kept back. The points go
 * to the reserve in the same transaction as the request row; the ledger refuses a balance below zero,
 * so two requests at once on points that cover one leave exactly one.
 */
export async function withdrawPoints(
  deps: Deps,
  memberId: number,
  input: { amount: number; request_key?: string | undefined },
) {
  // A resend of a request whose answer was lost (a 503, a dropped connection) answers the first.
  const key = input.request_key ?? null;
  const earlier = key ? await repo.findByRequestKey(deps.db, memberId, key) : undefined;
  if (earlier) return sameRequest(earlier, input);
  const { activity } = await getParams(deps.db);
  if (input.amount < activity.withdraw_min_points) {
    throw new AppError('POINTS_BELOW_MIN', `单笔至少提取 ${activity.withdraw_min_points} 积分`);
  }
  if (input.amount <= activity.withdraw_fee_points) {
    throw new AppError('POINTS_BELOW_MIN', `提取积分需多于手续费 ${activity.withdraw_fee_points} 积分`);
  }
  // The reply is read inside the transaction: a read after the commit could fail and answer 503
  // for a request that was made.
  const made = await deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const member = await findMemberById(tx, memberId);
    if (!member?.liankeWallet) throw new AppError('POINTS_WALLET_MISSING');
    const until = holdUntil(member.walletChangedAt, activity.address_hold_hours);
    if (until) {
      throw new AppError(
        'POINTS_WALLET_HOLD',
        `钱包地址刚刚更改，${isoTimestamp(until).slice(0, 16).replace('T', ' ')}（UTC）后才能提取积分`,
      );
    }
    const withdrawalId = await repo.insertWithdrawal(tx, {
      memberId,
      amount: input.amount,
      fee: activity.withdraw_fee_points,
      address: member.liankeWallet,
      requestKey: key,
    });
    if (withdrawalId === null) return null; // the same key, committed meanwhile by its first sending
    try {
      await postTransfer(
        tx,
        {
          kind: 'points_withdraw_request',
          idemKey: `points-withdrawal:${withdrawalId}:request`,
          memberId,
          memo: `积分提取 #${withdrawalId}（冻结待发送）`,
        },
        move({ kind: 'member_points', memberId }, { kind: 'member_points_reserve', memberId }, input.amount),
      );
    } catch (err) {
      if (err instanceof AppError && err.errorCode === ERRORS.BALANCE_TOO_LOW.code)
        throw new AppError('POINTS_TOO_LOW');
      throw err;
    }
    return (await repo.findMemberWithdrawal(tx, memberId, withdrawalId))!;
  });
  if (made === null) return sameRequest((await repo.findByRequestKey(deps.db, memberId, key!))!, input);
  return toWithdrawal(made);
}

/** The request a key already made, if the resend asks for the same amount; refused otherwise. */
function sameRequest(earlier: repo.PointsWithdrawalRow, input: { amount: number }) {
  if (Number(earlier.amount) !== input.amount) throw fieldError('request_key', '已用于另一笔积分提取');
  return toWithdrawal(earlier);
}

export async function listMyWithdrawals(deps: Deps, memberId: number, q: { page: number; pageSize: number }) {
  const { rows, total } = await repo.listMemberWithdrawals(deps.db, memberId, q);
  return { data: rows.map(toWithdrawal), pages: pagesOf(q.page, q.pageSize, total) };
}

const toAdmin = (row: repo.PointsWithdrawalRow) => ({
  ...toWithdrawal(row),
  member_mobile: row.member_mobile,
  member_nickname: row.member_nickname,
});

/** Staff's queue (/superman/index): pending first-come first-served; the handled ones newest first. */
export async function listQueue(
  deps: Deps,
  q: { state: 'pending' | 'sent' | 'rejected'; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listAllWithdrawals(deps.db, q);
  return { data: rows.map(toAdmin), pages: pagesOf(q.page, q.pageSize, total) };
}

/** Staff sent the points (net of the fee) to the address: the reserve goes out; once. */
export async function markSent(deps: Deps, staffId: number, input: { id: number; tx_hash: string }) {
  await deps.db.transaction(async (tx) => {
    const w = await repo.leavePending(tx, input.id, { state: 'sent', txHash: input.tx_hash, staffId });
    if (!w) throw await handledOrMissing(tx, input.id);
    const amount = Number(w.amount);
    await postTransfer(
      tx,
      {
        kind: 'points_withdraw_sent',
        idemKey: `points-withdrawal:${w.id}:sent`,
        memberId: w.member_id,
        memo: `积分提取 #${w.id} 已发送（交易 ${input.tx_hash.slice(0, 10)}…）`,
        actorId: staffId,
      },
      move({ kind: 'member_points_reserve', memberId: w.member_id }, { kind: 'platform_points_out' }, amount),
    );
  });
  return toAdmin((await repo.findAnyWithdrawal(deps.db, input.id))!);
}

/** Staff rejected it: the points return to the member's balance; once. */
export async function reject(deps: Deps, staffId: number, input: { id: number; reason: string }) {
  await deps.db.transaction(async (tx) => {
    const w = await repo.leavePending(tx, input.id, { state: 'rejected', reason: input.reason, staffId });
    if (!w) throw await handledOrMissing(tx, input.id);
    await postTransfer(
      tx,
      {
        kind: 'points_withdraw_rejected',
        idemKey: `points-withdrawal:${w.id}:rejected`,
        memberId: w.member_id,
        memo: `积分提取 #${w.id} 未通过，积分已退回：${input.reason}`,
        actorId: staffId,
      },
      move(
        { kind: 'member_points_reserve', memberId: w.member_id },
        { kind: 'member_points', memberId: w.member_id },
        Number(w.amount),
      ),
    );
  });
  return toAdmin((await repo.findAnyWithdrawal(deps.db, input.id))!);
}

/** Why a withdrawal did not leave pending: another click moved it first, or it does not exist. */
async function handledOrMissing(db: DbOrTx, id: number): Promise<AppError> {
  return (await repo.findAnyWithdrawal(db, id))
    ? new AppError('POINTS_WITHDRAWAL_HANDLED')
    : new AppError('NOT_FOUND', '积分提取记录不存在');
}

/** For the metrics (issue 47): the points withdrawals waiting for staff. */
export function pendingDepth(deps: Pick<Deps, 'db'>): Promise<QueueDepth> {
  return repo.pendingQueue(deps.db);
}
