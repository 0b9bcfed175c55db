import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { memberMoney } from '../api/get-member-money';
import { addDays, addMonths, beijingMonth, beijingToday } from '../lib/calendar';
import { groupsOf, sortGroups } from '../lib/groups';
import { readUserAddress, userSearch, type IncomeUserView } from '../lib/user-address';

/** /income/user's view (in the address), its data and the sorted groups of the chosen kind. */
export function useUserView() {
  const [params, setParams] = useSearchParams();
  const view = readUserAddress(params);
  const query = memberMoney.use(view.period);
  const { by, sort, order } = view;
  const groups = useMemo(
    () => (query.data ? sortGroups(groupsOf(query.data, by), sort, order) : []),
    [query.data, by, sort, order],
  );
  const update = (patch: Partial<IncomeUserView>) =>
    setParams(userSearch({ ...view, ...patch }), { replace: true });

  // Settled days end yesterday; months end with this one.
  const { period } = view;
  const yesterday = addDays(beijingToday(), -1);
  const atEnd = period.type === 'day' ? period.day >= yesterday : period.month >= beijingMonth();
  /** The day or month before (-1) or after (1) the one shown. */
  const step = (delta: number) =>
    update({
      period:
        period.type === 'day'
          ? { type: 'day', day: addDays(period.day, delta) }
          : { type: 'month', month: addMonths(period.month, delta) },
    });
  return { view, query, groups, update, yesterday, atEnd, step };
}
