import { useSearchParams } from 'react-router';
import { stateParam, type WithdrawalStateName } from '../lib/states';

/**
 * The state filter kept in the address (`?state=pending`), so a link can open a filtered list and
 * the back button restores it. `fallback` is the filter without one in the address.
 */
export function useStateParam(fallback?: WithdrawalStateName) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('state');
  const state = raw === 'all' ? undefined : (stateParam(raw) ?? fallback);

  function setState(next: WithdrawalStateName | undefined) {
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        // 'all' must be written when the default is a state (the staff queue opens on 待审核).
        if (next) params.set('state', next);
        else if (fallback) params.set('state', 'all');
        else params.delete('state');
        return params;
      },
      { replace: true },
    );
  }

  return [state, setState] as const;
}
