import { useState } from 'react';

/**
 * The page a desktop table shows, back to page 1 whenever `filter` changes (compared by value): a
 * new filter's rows start at their first page, not at the page the old filter was on.
 */
export function usePageFor(filter: unknown): [number, (page: number) => void] {
  const key = JSON.stringify(filter);
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (next: number) => setState({ key, page: next })];
}
