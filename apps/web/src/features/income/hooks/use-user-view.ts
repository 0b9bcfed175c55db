import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useMemberMoney } from '../api/get-member-money';
import { groupsOf, sortGroups } from '../lib/groups';
import { readUserAddress, userSearch, type IncomeUserView } from '../lib/user-address';

/** /income/user's view (in the address), its data and the sorted groups of the chosen kind. */
export function useUserView() {
  const [params, setParams] = useSearchParams();
  const view = readUserAddress(params);
  const query = useMemberMoney(view.period);
  const { by, sort, order } = view;
  const groups = useMemo(
    () => (query.data ? sortGroups(groupsOf(query.data, by), sort, order) : []),
    [query.data, by, sort, order],
  );
  const update = (patch: Partial<IncomeUserView>) =>
    setParams(userSearch({ ...view, ...patch }), { replace: true });
  return { view, query, groups, update };
}
