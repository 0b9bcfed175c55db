import { LRUCache } from 'lru-cache';
import type { MoneyDownloadQuery, MoneyIndexReply, MoneyRecordQuery } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { calendarNow, firstDayOf, lastDayOf, monthOf, monthsEndingWith } from '../../lib/time.ts';
import { findMemberById } from '../accounts/accounts.service.ts';
import { canManageMember, scopeKey, visibleScope, type Caller, type Scope } from '../accounts/scope.ts';
import { settledCacheOf } from '../stats/settled-cache.ts';
import * as repo from './income.repo.ts';

/**
 * Whose income a statistics call reads: every member the caller may see (member_id 0), or one of
 * them. A member id the caller does not manage answers as a missing one (DESIGN §5).
 */
export async function statsScope(deps: Deps, caller: Caller, memberId = 0): Promise<Scope> {
  if (!memberId) return visibleScope(deps, caller);
  const member = await findMemberById(deps.db, memberId);
  if (!member || !canManageMember(caller, member)) throw new AppError('NOT_FOUND', '会员不存在');
  return { everyone: false, memberIds: [member.id] };
}

/**
 * Settled days of a range in scope, newest first. Kept per settlement run (SettledCache): for a big
 * fleet a month is hundreds of thousands of device-days, and they only change when a day is settled.
 */
export function incomeByDay(deps: Pick<Deps, 'db'>, scope: Scope, from: string, to: string) {
  const key = `income-days:${scopeKey(scope)}:${from}:${to}`;
  return settledCacheOf(deps.db).get(deps.db, key, () => repo.incomeByDay(deps.db, scope, from, to));
}

/** Device income credited per day (ledger settlement credits), oldest first. */
export function creditedByDay(deps: Pick<Deps, 'db'>, scope: Scope, from: string, to: string) {
  return repo.creditedByDay(deps.db, scope, from, to);
}

export function creditedTotal(deps: Pick<Deps, 'db'>, scope: Scope) {
  return repo.creditedTotal(deps.db, scope);
}

/** Whether a day's settlement has run to the end (its income is final). */
export function isSettled(deps: Pick<Deps, 'db'>, day: string) {
  return repo.isSettled(deps.db, day);
}

/** The caller's money record (their balance account's lines), newest first. */
export async function moneyRecordList(deps: Deps, caller: Caller, q: MoneyRecordQuery) {
  const { data, total } = await repo.moneyRecords(deps.db, caller.id, q);
  return { data, pages: pagesOf(q.page, q.pageSize, total) };
}

type IncomeListQuery = {
  page: number;
  pageSize: number;
  month?: string | undefined;
  day?: string | undefined;
  member_id: number;
};

// A scope's share of a settled day only chooses how its pages are found (decision 0035): it changes
// only when the day is settled, and a stale one costs speed, never a wrong page. So each process keeps
// it a while instead of reading it on every page; not for a day with nothing settled yet, whose share
// the settlement is about to make.
const dayShares = new LRUCache<string, repo.DayShare>({ max: 2_000, ttl: 10 * 60_000 });

async function dayShareOf(deps: Deps, scope: Scope, day: string): Promise<repo.DayShare> {
  const key = `${day}:${scopeKey(scope)}`;
  let share = dayShares.get(key);
  if (!share) {
    share = await repo.dayShare(deps.db, scope, day);
    if (share.dayParts > 0) dayShares.set(key, share);
  }
  return share;
}

/**
 * The income list: a month's settled days (default this month), or with `day` that day by device.
 * A month has at most 31 rows, read at once and paged here, so the month's total costs nothing more.
 */
export async function incomeList(deps: Deps, caller: Caller, q: IncomeListQuery): Promise<MoneyIndexReply> {
  const scope = await statsScope(deps, caller, q.member_id);
  if (q.day) {
    const way = scope.everyone ? 'walk' : repo.incomeWay(await dayShareOf(deps, scope, q.day), q.page);
    const { data, total } = await repo.incomeByDevice(deps.db, scope, q.day, q.page, q.pageSize, way);
    return {
      errorCode: 0,
      msg: '操作成功',
      view: 'device',
      day: q.day,
      data,
      pages: pagesOf(q.page, q.pageSize, total.devices),
      total,
    };
  }
  const month = q.month ?? calendarNow().month;
  const days = await incomeByDay(deps, scope, firstDayOf(month), lastDayOf(month));
  const offset = (q.page - 1) * q.pageSize;
  return {
    errorCode: 0,
    msg: '操作成功',
    view: 'day',
    month,
    data: days.slice(offset, offset + q.pageSize),
    pages: pagesOf(q.page, q.pageSize, days.length),
    total: {
      income_fen: days.reduce((sum, d) => sum + d.income_fen, 0),
      devices: days.reduce((sum, d) => sum + d.devices, 0),
    },
  };
}

/** Income per month over the last 12 months, with this month, last month, yesterday and all time. */
export async function monthData(deps: Deps, caller: Caller, memberId: number) {
  const scope = await statsScope(deps, caller, memberId);
  const { yesterday, month } = calendarNow();
  const months = monthsEndingWith(month, 12);
  const daily = await repo.creditedByDay(deps.db, scope, firstDayOf(months[0] ?? month), lastDayOf(month));
  const byMonth = new Map(months.map((m) => [m, 0]));
  for (const d of daily) {
    const m = monthOf(d.day);
    byMonth.set(m, (byMonth.get(m) ?? 0) + d.income_fen);
  }
  return {
    month_data: months.map((m) => ({ month: m, income_fen: byMonth.get(m) ?? 0 })),
    this_month_money: byMonth.get(month) ?? 0,
    last_month_money: byMonth.get(months[months.length - 2] ?? '') ?? 0,
    yesterday_money: daily.find((d) => d.day === yesterday)?.income_fen ?? 0,
    total_money: await repo.creditedTotal(deps.db, scope),
  };
}

/** What an export covers, settled before the first byte is sent so a refusal is still an envelope. */
export type ExportPlan = { scope: Scope; from: string; to: string; label: string };

export async function planExport(deps: Deps, caller: Caller, q: MoneyDownloadQuery): Promise<ExportPlan> {
  const scope = await statsScope(deps, caller, q.member_id);
  if (q.start && q.end) return { scope, from: q.start, to: q.end, label: `${q.start}_${q.end}` };
  const month = q.month ?? calendarNow().month;
  return { scope, from: firstDayOf(month), to: lastDayOf(month), label: month };
}
