import { useSearchParams } from 'react-router';
import { offlineStateParam } from '../lib/offline';

/**
 * The queue's state filter read from the address (`?section=offline&state=paid`), so a link can open
 * it filtered and the back button restores it. Without one the queue shows 待审核. The queue's
 * controller (use-offline-review) writes it, together with the page.
 */
export function useOfflineState() {
  const [search] = useSearchParams();
  return offlineStateParam(search.get('state'));
}
