import type { OrderState } from '@nodebao/contract';
import { useSearchParams } from 'react-router';
import { offlineStateParam } from '../lib/offline';

/**
 * The queue's state filter kept in the address (`?section=offline&state=paid`), so a link can open
 * it filtered and the back button restores it. Without one the queue shows 待审核.
 */
export function useOfflineState() {
  const [search, setSearch] = useSearchParams();
  const state = offlineStateParam(search.get('state'));

  function setState(next: OrderState) {
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('state', next);
        return params;
      },
      { replace: true },
    );
  }

  return [state, setState] as const;
}
