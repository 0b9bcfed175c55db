import type { Invitee } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { maskMobile } from '@nodebao/contract/account-rules';
import { pagesOf } from '../../lib/reply.ts';
import { addDays, isoTimestamp, shanghaiToday } from '../../lib/time.ts';
import type { Caller } from '../accounts/scope.ts';
import { findMemberById } from '../accounts/accounts.service.ts';
import { memberPoints } from '../ledger/ledger.service.ts';
import { getParams } from '../params/params.service.ts';
import * as repo from './activity.repo.ts';
import { walletHoldUntil } from './points-wallet.service.ts';
import { mondayOf } from './ranks.service.ts';

/** `/activity/invite`: my code and link, and what my invitees brought me. */
export async function activityIndex(deps: Deps, caller: Caller) {
  const yesterday = addDays(shanghaiToday(), -1);
  const [member, params, counts, commission] = await Promise.all([
    findMemberById(deps.db, caller.id),
    getParams(deps.db),
    repo.countInvitees(deps.db, caller.id),
    repo.commissionTotals(deps.db, caller.id, yesterday),
  ]);
  if (!member) throw new AppError('NOT_FOUND', '账号不存在');
  return {
    invite_code: member.inviteCode,
    invite_path: `/user/register?invite=${encodeURIComponent(member.inviteCode)}`,
    referral_rate_bp: params.referral_rate_bp,
    invitees: counts.invitees,
    invitees_with_devices: counts.with_devices,
    commission_total_fen: commission.total,
    commission_yesterday_fen: commission.on_day,
  };
}

/**
 * Why an invitee brings nothing, when they do not: the account closed, no box yet, boxes not settled
 * yet, or income only from boxes I held myself in the 90 days before (DESIGN §8: no referral on it).
 */
function inviteeState(row: repo.InviteeRow): Invitee['state'] {
  const income = Number(row.income_fen);
  if (row.status === 'closed') return 'closed';
  if (Number(row.commission_fen) > 0) return 'earning';
  if (income > 0) return 'own_boxes';
  return row.devices > 0 ? 'not_settled' : 'no_device';
}

function toInvitee(row: repo.InviteeRow): Invitee {
  return {
    id: row.id,
    mobile: maskMobile(row.mobile),
    nickname: row.nickname,
    registered_at: isoTimestamp(row.created_at),
    devices: row.devices,
    income_fen: Number(row.income_fen),
    commission_fen: Number(row.commission_fen),
    last_commission_day: row.last_commission_day,
    state: inviteeState(row),
  };
}

/** `/activity/invite-record`: my invitees, newest first, and the referral in all. */
export async function listInvitees(deps: Deps, caller: Caller, q: { page: number; pageSize: number }) {
  const yesterday = addDays(shanghaiToday(), -1);
  const [{ rows, total }, commission] = await Promise.all([
    repo.listInvitees(deps.db, caller.id, q),
    repo.commissionTotals(deps.db, caller.id, yesterday),
  ]);
  return {
    data: rows.map(toInvitee),
    pages: pagesOf(q.page, q.pageSize, total),
    commission_total_fen: commission.total,
  };
}

/** One invitee's settled days with my referral on each; someone else's invitee is not found. */
export async function inviteeDays(
  deps: Deps,
  caller: Caller,
  q: { id: number; page: number; pageSize: number },
) {
  const invitee = await repo.findInvitee(deps.db, caller.id, q.id);
  if (!invitee) throw new AppError('NOT_FOUND', '邀请记录不存在');
  const { rows, total } = await repo.listInviteeDays(deps.db, caller.id, q.id, q);
  return {
    data: rows.map((r) => ({
      day: r.day,
      income_fen: Number(r.income_fen),
      commission_fen: Number(r.commission_fen),
    })),
    pages: pagesOf(q.page, q.pageSize, total),
    invitee: toInvitee(invitee),
  };
}

/** `/activity/index`: the activity's days and rate, my points, and what my boxes earned yesterday. */
export async function accountActivity(deps: Deps, caller: Caller) {
  const today = shanghaiToday();
  const yesterday = addDays(today, -1);
  const params = await getParams(deps.db);
  const { activity } = params;
  const [member, points, earned, top] = await Promise.all([
    findMemberById(deps.db, caller.id),
    memberPoints(deps.db, caller.id),
    repo.pointsEarned(deps.db, caller.id, yesterday, mondayOf(today)),
    repo.deviceContribution(deps.db, caller.id, yesterday, 20),
  ]);
  return {
    activity: { ...activity, running: today >= activity.starts_on && today <= activity.ends_on },
    points_balance: points.balance,
    points_reserve: points.reserve,
    wallet_address: member?.liankeWallet ?? null,
    wallet_hold_until: walletHoldUntil(member?.walletChangedAt ?? null, activity.address_hold_hours),
    withdraw_min_points: activity.withdraw_min_points,
    withdraw_fee_points: activity.withdraw_fee_points,
    points_earned: points.earned,
    points_yesterday: earned.on_day,
    points_week: earned.week,
    devices_yesterday: earned.devices_on_day,
    top_devices: top.map((d) => ({ ...d, online_hours: Number(d.online_hours) })),
    yesterday,
  };
}
