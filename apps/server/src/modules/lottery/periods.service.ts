import { LOTTERY_ALGORITHM } from '@nodebao/contract/lottery-draw';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { addDays } from '../../lib/time.ts';
import { getParams, type Params } from '../params/params.service.ts';
import { newOwnerSalt, newSeed } from './lottery-crypto.ts';
import * as repo from './lottery.repo.ts';

/**
 * The calendar of the lottery (DESIGN §8): period 1 opens at 00:00 on the parameter `starts_on` (a
 * Monday, Asia/Shanghai, which has no daylight saving), each period a week after the one before, and
 * each closes on its Sunday at 20:00.
 */
const WEEK_MS = 7 * 24 * 3_600_000;
const shanghai = (day: string, time: string) => new Date(`${day}T${time}+08:00`);

export type PeriodWindow = { id: number; firstDay: string; opensAt: Date; closesAt: Date };

export function periodWindow(startsOn: string, id: number): PeriodWindow {
  const firstDay = addDays(startsOn, 7 * (id - 1));
  return {
    id,
    firstDay,
    opensAt: shanghai(firstDay, '00:00:00'),
    closesAt: shanghai(addDays(firstDay, 6), '20:00:00'),
  };
}

/** The period whose week holds `now` (from its Monday 00:00 to the next Monday), at least 1. */
export function periodNumberAt(startsOn: string, now: Date): number {
  const since = now.getTime() - shanghai(startsOn, '00:00:00').getTime();
  return Math.max(1, Math.floor(since / WEEK_MS) + 1);
}

/** What the lottery's periods need: the database, and the public randomness when there is one. */
export type LotteryDeps = Pick<Deps, 'db' | 'beacon'>;

export const BEACON_UNAVAILABLE = '开期时公共随机信标不可用，本期开奖不使用信标';

/**
 * The period, opened if it was not: its seed made and committed to, the beacon round it will use (the
 * first after its close) when a beacon is configured, and the parameters of the moment copied in, so
 * a change by staff applies from the next period.
 */
export async function ensurePeriod(
  deps: LotteryDeps,
  id: number,
  params?: Params['lottery'],
): Promise<repo.PeriodRow> {
  const { db } = deps;
  const found = await repo.findPeriod(db, id);
  if (found) return found;
  const lottery = params ?? (await getParams(db)).lottery;
  const window = periodWindow(lottery.starts_on, id);
  // A beacon that cannot be reached now must not stop the week's lottery: the period opens without
  // one and says so on its record.
  const beaconRound = deps.beacon ? await deps.beacon.roundAfter(window.closesAt).catch(() => null) : null;
  const { seed, seedHash } = newSeed();
  await repo.insertPeriod(db, {
    id,
    opens_at: window.opensAt,
    closes_at: window.closesAt,
    first_day: window.firstDay,
    algorithm: LOTTERY_ALGORITHM,
    seed,
    seed_hash: seedHash,
    owner_salt: newOwnerSalt(),
    coupon_gb: lottery.coupon_gb,
    week_cap: lottery.week_cap,
    one_prize_per_member: lottery.one_prize_per_member,
    prizes: lottery.prizes,
    beacon_round: beaconRound,
    note: deps.beacon && beaconRound === null ? BEACON_UNAVAILABLE : '',
  });
  const period = await repo.findPeriod(db, id);
  if (!period) throw new Error(`lottery period ${id} vanished`);
  return period;
}

/** This week's period, opened if needed. */
export async function currentPeriod(deps: LotteryDeps, now = new Date()): Promise<repo.PeriodRow> {
  const { lottery } = await getParams(deps.db);
  return ensurePeriod(deps, periodNumberAt(lottery.starts_on, now), lottery);
}

/** 1 coupon per `coupon_gb` GB (10^9 bytes) of settled upload, at most `week_cap`. */
export function couponsFor(bytes: number, period: Pick<repo.PeriodRow, 'coupon_gb' | 'week_cap'>): number {
  return Math.min(period.week_cap, Math.floor(bytes / (period.coupon_gb * 1e9)));
}

/** My week: the settled flow of the period's seven days, the coupons it earned and those spent. */
export async function memberWeek(db: DbOrTx, period: repo.PeriodRow, memberId: number) {
  const flow = await repo.settledUploadBytes(db, memberId, period.first_day, addDays(period.first_day, 6));
  const used = await repo.memberTicketCount(db, period.id, memberId);
  return { flow, earned: couponsFor(flow, period), used };
}
