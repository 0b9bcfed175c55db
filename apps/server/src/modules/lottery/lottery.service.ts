import {
  formatYuan,
  type LotteryDraw,
  type LotteryIndex,
  type LotteryPrize,
  type LotteryTicket,
} from '@nodebao/contract';
import { ticketListText } from '@nodebao/contract/lottery-draw';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { maskMobile } from '@nodebao/contract/account-rules';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { MemberRow } from '../accounts/accounts.service.ts';
import { getParams } from '../params/params.service.ts';
import { ownerIdOf } from './lottery-crypto.ts';
import * as repo from './lottery.repo.ts';
import { currentPeriod, memberWeek, periodWindow } from './periods.service.ts';

/**
 * The member's side of the weekly lottery (DESIGN §8): this week's figures, coupons turned into ticket
 * numbers, and the published records — draws, tickets, winners — that anyone signed in may read.
 */

/**
 * A holder as public lists show it (masked, or 匿名用户 when they hide from rankings), and whether it
 * is the caller.
 */
function holderSeenBy(row: { mobile: string; is_hide_rank: number; member_id: number }, callerId: number) {
  const mine = row.member_id === callerId;
  return { holder: row.is_hide_rank === 1 && !mine ? '匿名用户' : maskMobile(row.mobile), mine };
}

/** `GET /api/lottery/index`. */
export async function lotteryIndex(deps: Deps, member: MemberRow): Promise<LotteryIndex> {
  const period = await currentPeriod(deps);
  const { lottery } = await getParams(deps.db);
  const next = periodWindow(lottery.starts_on, period.id + 1);
  const week = await memberWeek(deps.db, period, member.id);
  const prizes = await repo.memberPrizeTotals(deps.db, member.id);
  const poolFen = period.prizes.reduce((sum, p) => sum + p.count * p.amount_fen, 0);
  return {
    current_period: period.id,
    state: period.state,
    open_time: isoTimestamp(period.opens_at),
    end_time: isoTimestamp(period.closes_at),
    next_period: next.id,
    next_open_time: next.opensAt.toISOString(),
    close_price: formatYuan(poolFen),
    close_price_fen: poolFen,
    prize_list: period.prizes,
    now_count: period.ticket_count,
    my_week_flow: week.flow,
    my_week_coupon: week.earned,
    my_week_coupon_open: week.used,
    my_prize_count: prizes.count,
    coupon_gb: period.coupon_gb,
    week_cap: period.week_cap,
    one_prize_per_member: period.one_prize_per_member,
    seed_hash: period.seed_hash,
    algorithm: period.algorithm,
    beacon_round: period.beacon_round,
  };
}

const numbersFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

/**
 * `POST /api/lottery/create-num`: `num` coupons of this week for as many sequential numbers. The
 * member's own lock orders their requests (the coupon count and the request id are read with nothing
 * of theirs in flight); the numbers come from one UPDATE of the period's count, which also refuses a
 * period that closed — the close takes the same row, so no ticket slips in after the list is frozen.
 * The period's row is held only for that UPDATE and two inserts. A retried request id answers with
 * the numbers it gave the first time.
 */
export async function createNumbers(
  deps: Deps,
  member: MemberRow,
  input: { num: number; request_id?: string | undefined },
  now = new Date(),
) {
  const period = await currentPeriod(deps, now);
  return deps.db.transaction(async (tx) => {
    await repo.lockMemberTickets(tx, member.id);
    const week = await memberWeek(tx, period, member.id);
    const left = Math.max(0, week.earned - week.used);
    if (input.request_id) {
      const earlier = await repo.findRequest(tx, member.id, input.request_id);
      if (earlier) {
        if (earlier.period_id !== period.id || earlier.count !== input.num) {
          throw new AppError('LOTTERY_REQUEST_REUSED');
        }
        return {
          period: period.id,
          numbers: numbersFrom(earlier.first_number, earlier.count),
          coupon_left: left,
        };
      }
    }
    if (period.state !== 'open' || period.closes_at.getTime() <= now.getTime()) {
      throw new AppError('LOTTERY_CLOSED');
    }
    if (input.num > left) {
      throw new AppError(
        'LOTTERY_COUPONS_SHORT',
        left === 0 ? '本周没有可用的抽奖券' : `本周可用抽奖券只剩 ${left} 张`,
      );
    }
    const last = await repo.advanceTicketCount(tx, period.id, input.num, now);
    if (last === undefined) throw new AppError('LOTTERY_CLOSED');
    const first = last - input.num + 1;
    await repo.insertTickets(tx, {
      periodId: period.id,
      memberId: member.id,
      owner: ownerIdOf(period.owner_salt, member.id),
      first,
      count: input.num,
      requestId: input.request_id,
      at: now,
    });
    return { period: period.id, numbers: numbersFrom(first, input.num), coupon_left: left - input.num };
  });
}

/** The period asked for, or this week's; a number not opened yet is not found. */
async function periodOrCurrent(deps: Deps, id: number | undefined): Promise<repo.PeriodRow> {
  if (id === undefined) return currentPeriod(deps);
  const period = await repo.findPeriod(deps.db, id);
  if (!period) throw new AppError('NOT_FOUND', '该期抽奖不存在');
  return period;
}

/** A list of one period's (or every period's) rows, or only mine, a page of it. */
type PeriodListQuery = { period?: number | undefined; mine: boolean; page: number; pageSize: number };

/** `GET /api/lottery/coupon-list`: a period's tickets (or mine), with my week's flow and coupons. */
export async function ticketList(deps: Deps, member: MemberRow, q: PeriodListQuery) {
  const period = await periodOrCurrent(deps, q.period);
  const { list, total } = await repo.listTickets(deps.db, period.id, q.mine ? member.id : null, q);
  const week = await memberWeek(deps.db, period, member.id);
  const data: LotteryTicket[] = list.map((t) => ({
    period: t.period_id,
    number: t.number,
    owner: t.owner,
    ...holderSeenBy(t, member.id),
    created_at: isoTimestamp(t.created_at),
  }));
  return {
    data,
    pages: pagesOf(q.page, q.pageSize, total),
    period: period.id,
    my_week_flow: week.flow,
    my_week_coupon: week.earned,
    my_week_coupon_open: week.used,
  };
}

/** `GET /api/lottery/prize-list`: winners of a period or of all periods, or only mine. */
export async function prizeList(deps: Deps, member: MemberRow, q: PeriodListQuery) {
  if (q.period !== undefined) await periodOrCurrent(deps, q.period);
  const { list, total } = await repo.listWinners(
    deps.db,
    { periodId: q.period ?? null, memberId: q.mine ? member.id : null },
    q,
  );
  const mine = await repo.memberPrizeTotals(deps.db, member.id);
  const data: LotteryPrize[] = list.map((w) => ({
    period: w.period_id,
    tier: w.tier,
    name: w.name,
    amount_fen: w.amount_fen,
    number: w.number,
    ...holderSeenBy(w, member.id),
    drawn_at: isoTimestamp(w.drawn_at),
  }));
  return {
    data,
    pages: pagesOf(q.page, q.pageSize, total),
    my_prize_count: mine.count,
    my_prize_fen: mine.fen,
  };
}

/** A period as published: the seed only once drawn, the list hash once closed. */
export function toDraw(p: repo.PeriodRow, winners: repo.WinnerRow[]): LotteryDraw {
  const drawn = p.state === 'drawn';
  return {
    period: p.id,
    state: p.state,
    open_time: isoTimestamp(p.opens_at),
    end_time: isoTimestamp(p.closes_at),
    closed_at: p.closed_at ? isoTimestamp(p.closed_at) : null,
    drawn_at: p.drawn_at ? isoTimestamp(p.drawn_at) : null,
    algorithm: p.algorithm,
    seed_hash: p.seed_hash,
    seed: drawn ? p.seed : null,
    ticket_count: p.ticket_count,
    ticket_list_hash: p.ticket_list_hash,
    beacon_round: p.beacon_round,
    beacon_randomness: p.beacon_randomness,
    final: drawn ? p.final : null,
    prize_list: p.prizes,
    one_prize_per_member: p.one_prize_per_member,
    coupon_gb: p.coupon_gb,
    week_cap: p.week_cap,
    winners: winners
      .filter((w) => w.period_id === p.id)
      .map((w) => ({
        tier: w.tier,
        name: w.name,
        amount_fen: w.amount_fen,
        number: w.number,
        owner: w.owner,
      })),
    note: p.note,
  };
}

/** `GET /api/lottery/open-list`: every period, newest first, with what it takes to verify it. */
export async function drawList(deps: Deps, q: { page: number; pageSize: number }) {
  await currentPeriod(deps);
  const { list, total } = await repo.listPeriods(deps.db, q);
  const winners = await repo.winnersOf(
    deps.db,
    list.filter((p) => p.state === 'drawn').map((p) => p.id),
  );
  return { data: list.map((p) => toDraw(p, winners)), pages: pagesOf(q.page, q.pageSize, total) };
}

/** `GET /api/lottery/ticket-file`: the canonical ticket list, published once the period closed. */
export async function ticketFile(deps: Deps, periodId: number): Promise<string> {
  const period = await repo.findPeriod(deps.db, periodId);
  if (!period) throw new AppError('NOT_FOUND', '该期抽奖不存在');
  if (period.state === 'open') throw new AppError('LOTTERY_NOT_CLOSED');
  return ticketListText(await repo.allTickets(deps.db, periodId));
}
