import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { formatYuan } from '@nodebao/contract/money';
import { AppError } from '../../lib/errors.ts';
import { maskMobile } from '@nodebao/contract/account-rules';
import { withJobLock } from '../../jobs/housekeeping.ts';
import { refreshSettledRanks } from '../activity/ranks.service.ts';
import { creditMembers, type BulkCredit } from '../ledger/ledger.service.ts';
import { getParams } from '../params/params.service.ts';
import { markLowValue95 } from '../devices/devices.service.ts';
import { recordLowValue95 } from '../telemetry/telemetry.service.ts';
import * as repo from './settlement.repo.ts';

export { value95Of } from './settlement.repo.ts';

export type DaySettled = {
  day: string;
  devices: number;
  incomeFen: number;
  referralFen: number;
  members: number;
};

export type SettleOptions = {
  /** Members credited per round of bulk statements (500). */
  chunkSize?: number;
  /** Called after each round of members is credited (the crash drill kills the process mid-way). */
  onMemberCredited?: (done: number, of: number) => void | Promise<void>;
};

/**
 * Settles one business day (DESIGN §7) in a single transaction: the device-days not settled yet get
 * their row and their income, each member one credit for them, each inviter the referral on it. A
 * crash anywhere rolls all of it back and the next run starts clean; a second run finds nothing new.
 * Returns null when another replica is settling right now.
 */
export async function settleDay(
  deps: Pick<Deps, 'db'>,
  day: string,
  options: SettleOptions = {},
): Promise<DaySettled | null> {
  let settled: DaySettled | null = null;
  await withJobLock(deps, 'settlement', async (db) => {
    if (day >= (await repo.shanghaiToday(db))) throw new AppError('SETTLEMENT_DAY_OPEN');
    settled = await settleInTransaction(db, day, options);
  });
  return settled;
}

async function settleInTransaction(db: DbOrTx, day: string, options: SettleOptions): Promise<DaySettled> {
  const params = await getParams(db);
  await repo.startRun(db, day);
  const { activity } = params;
  const inActivity = day >= activity.starts_on && day <= activity.ends_on;
  // The rows first, each naming the credit reserved for it; then the credits under those ids.
  const members = await repo.insertDaySettlements(
    db,
    day,
    params.isp_price_fen,
    inActivity ? activity.points_per_mbps : 0,
  );

  let incomeFen = 0;
  let referralFen = 0;
  const chunk = options.chunkSize ?? 500;
  for (let start = 0; start < members.length; start += chunk) {
    const part = members.slice(start, start + chunk).filter((m) => m.incomeFen > 0);
    const credited = await creditMembers(
      db,
      'settlement',
      day,
      part.map((m) => incomeCredit(day, m)),
    );
    const referrals = part.flatMap((m) =>
      referralOf(day, m, credited.get(m.memberId), params.referral_rate_bp),
    );
    // An inviter may have several invitees in one chunk: one credit per invitee credit, in rounds so
    // each call names a member once.
    for (const round of rounds(referrals)) {
      await creditMembers(db, 'referral', day, round);
    }
    // The day's activity points, keyed like its income: a re-run settles nothing again, so credits none.
    const earning = members.slice(start, start + chunk).filter((m) => m.points > 0);
    await creditMembers(
      db,
      'points_settlement',
      day,
      earning.map((m) => pointsCredit(day, m)),
    );
    incomeFen += part.reduce((sum, m) => sum + m.incomeFen, 0);
    referralFen += referrals.reduce((sum, r) => sum + r.amountFen, 0);
    await options.onMemberCredited?.(Math.min(start + chunk, members.length), members.length);
  }
  const devices = members.reduce((sum, m) => sum + m.devices, 0);
  // Boxes that earned far below their own week: a fault event each, as the list's marker shows them.
  if (members.length > 0) {
    const weak = await repo.lowValue95Boxes(db, day);
    await markLowValue95(
      db,
      day,
      weak.map((b) => b.device_id),
    );
    await recordLowValue95(db, day, weak);
  }
  // The rankings of points and uptime are tables the settled day changes (/activity/contribution).
  await refreshSettledRanks(db);
  await repo.finishRun(db, day, { devices, incomeFen, referralFen });
  return { day, devices, incomeFen, referralFen, members: members.length };
}

/**
 * The credit for the device-days just settled. Its key names the day, the member and the lowest
 * device id among them: a later run that settles a late device of the same day settles other devices,
 * so it gets a key of its own, while the same set can never be credited under two keys.
 */
function incomeCredit(day: string, m: repo.MemberSettled): BulkCredit {
  return {
    memberId: m.memberId,
    amountFen: m.incomeFen,
    idemKey: `settlement:${day}:${m.memberId}:${m.firstDeviceId}`,
    transferId: m.creditId ?? undefined,
    // "80台" without a space: a narrow screen breaks the line after the date, never inside the count.
    memo: `${day} 设备收益（${m.devices}台）`,
  };
}

/**
 * Referral (DESIGN §7): the inviter earns a share of the invitee's device income, paid by the platform
 * (the invitee keeps all of theirs) and only on device income, so it never cascades up a chain.
 */
function referralOf(
  day: string,
  m: repo.MemberSettled,
  creditId: number | undefined,
  rateBp: number,
): BulkCredit[] {
  if (creditId === undefined || m.inviterId === null || m.inviterId === m.memberId) return [];
  const amount = Math.floor((m.referralBaseFen * rateBp) / 10_000);
  if (amount <= 0) return [];
  return [
    {
      memberId: m.inviterId,
      amountFen: amount,
      idemKey: `referral:${creditId}`,
      memo: `${day} 推广收益（邀请会员 ${maskMobile(m.mobile)} 的设备收益 ${formatYuan(m.referralBaseFen)} 元的 ${formatYuan(rateBp)}%）`,
    },
  ];
}

/** The activity points of a member's device-days just settled (DESIGN §8), keyed as their income. */
function pointsCredit(day: string, m: repo.MemberSettled): BulkCredit {
  return {
    memberId: m.memberId,
    amountFen: m.points,
    idemKey: `points:${day}:${m.memberId}:${m.firstDeviceId}`,
    memo: `${day} 创世活动积分（${m.devices}台）`,
  };
}

/** Splits credits into rounds in which each member appears once. */
function rounds(credits: BulkCredit[]): BulkCredit[][] {
  const result: BulkCredit[][] = [];
  const seen = new Map<number, number>();
  for (const c of credits) {
    const round = seen.get(c.memberId) ?? 0;
    seen.set(c.memberId, round + 1);
    (result[round] ??= []).push(c);
  }
  return result;
}

/** The nightly job: yesterday, and any earlier day of the last 40 left unsettled (a missed night). */
export async function settlePendingDays(deps: Pick<Deps, 'db'>, lookbackDays = 40): Promise<DaySettled[]> {
  const days = await repo.unsettledDays(deps.db, lookbackDays);
  const done: DaySettled[] = [];
  for (const day of days) {
    const result = await settleDay(deps, day);
    if (result) done.push(result);
  }
  return done;
}

/** For the metrics (issue 47): the newest settled day's start (epoch seconds, 00:00 Beijing), or null. */
export function newestSettledDay(deps: Pick<Deps, 'db'>): Promise<number | null> {
  return repo.newestSettledDayStart(deps.db);
}
