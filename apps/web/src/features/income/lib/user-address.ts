/**
 * The address of /income/user: ?by=member|room|tag, ?day= or ?month= (default: yesterday), and the
 * sort (?sort=income|devices|value95|name&order=desc|asc). Back, reload and links keep the view.
 */
import type { IncomePeriod } from '../api/get-member-money';
import { addDays, beijingMonth, beijingToday, isDay, isMonth, lastDayOf } from './calendar';
import type { GroupSortKey, IncomeGroupKind, SortOrder } from './groups';

const KINDS: readonly IncomeGroupKind[] = ['member', 'room', 'tag'];
const SORTS: readonly GroupSortKey[] = ['income', 'devices', 'value95', 'name'];

export type IncomeUserView = {
  by: IncomeGroupKind;
  period: IncomePeriod;
  sort: GroupSortKey;
  order: SortOrder;
};

export function readUserAddress(params: URLSearchParams, now = Date.now()): IncomeUserView {
  const yesterday = addDays(beijingToday(now), -1);
  const by = params.get('by') as IncomeGroupKind;
  const sort = params.get('sort') as GroupSortKey;
  const month = params.get('month');
  const day = params.get('day');
  let period: IncomePeriod = { type: 'day', day: yesterday };
  if (isMonth(month) && month <= beijingMonth(now)) period = { type: 'month', month };
  else if (isDay(day) && day <= yesterday) period = { type: 'day', day };
  return {
    by: KINDS.includes(by) ? by : 'member',
    period,
    sort: SORTS.includes(sort) ? sort : 'income',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The address of a view (defaults left out, so the plain /income/user stays plain). */
export function userSearch(view: IncomeUserView): URLSearchParams {
  const next = new URLSearchParams();
  if (view.by !== 'member') next.set('by', view.by);
  if (view.period.type === 'month') next.set('month', view.period.month);
  else next.set('day', view.period.day);
  if (view.sort !== 'income') next.set('sort', view.sort);
  if (view.order !== 'desc') next.set('order', view.order);
  return next;
}

/** Switching 按日 / 按月 keeps the time: the day's month, or the month's last day up to yesterday. */
export function switchPeriod(
  period: IncomePeriod,
  type: IncomePeriod['type'],
  now = Date.now(),
): IncomePeriod {
  if (period.type === type) return period;
  if (period.type === 'day') return { type: 'month', month: period.day.slice(0, 7) };
  const yesterday = addDays(beijingToday(now), -1);
  const end = lastDayOf(period.month);
  return { type: 'day', day: end < yesterday ? end : yesterday };
}
