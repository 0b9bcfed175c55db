import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UserFilter } from '../api/get-users';
import { parsePage, parseUserFilter, userFilterParams } from '../lib/user-filter';

/** The member list's filter and page, read from and written to the address. */
export function useUserAddress() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseUserFilter(params), [params]);
  const page = parsePage(params);

  /** A new filter starts at page 1. */
  function setFilter(patch: Partial<UserFilter>) {
    setParams(userFilterParams({ ...filter, ...patch }, 1), { replace: true });
  }

  function setPage(next: number) {
    setParams(userFilterParams(filter, next), { replace: true });
  }

  return { filter, page, setFilter, setPage };
}
