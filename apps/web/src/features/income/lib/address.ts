/**
 * What the income screens keep in the address, so back, reload and shared links keep it:
 * /income/index?month=&member_id=&name= and /account/money-record-info?day=&member_id=.
 * member_id 0 (or none) is every member the caller sees (an operator's whole fleet).
 */
import { addDays, beijingMonth, beijingToday, isDay, isMonth } from './calendar';

export type IncomeAddress = { month: string; memberId: number; memberName: string };

function memberIdOf(params: URLSearchParams): number {
  const id = Number(params.get('member_id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The month on screen: ?month= when it is a real month not in the future, else this month. */
export function readIncomeAddress(params: URLSearchParams, now = Date.now()): IncomeAddress {
  const current = beijingMonth(now);
  const month = params.get('month');
  return {
    month: isMonth(month) && month <= current ? month : current,
    memberId: memberIdOf(params),
    memberName: params.get('name') ?? '',
  };
}

/** The day of /account/money-record-info: ?day= when real and settled-able (before today), else yesterday. */
export function readInfoAddress(params: URLSearchParams, now = Date.now()) {
  const today = beijingToday(now);
  const day = params.get('day');
  return {
    day: isDay(day) && day < today ? day : addDays(today, -1),
    memberId: memberIdOf(params),
  };
}

/** One day's income by device. */
export function dayInfoPath(day: string, memberId = 0): string {
  const query = new URLSearchParams({ day });
  if (memberId) query.set('member_id', String(memberId));
  return `/account/money-record-info?${query.toString()}`;
}

/** /income/index for one member (operators, from /income/user). */
export function memberIncomePath(memberId: number, name: string, month?: string): string {
  const query = new URLSearchParams({ member_id: String(memberId), name });
  if (month) query.set('month', month);
  return `/income/index?${query.toString()}`;
}
