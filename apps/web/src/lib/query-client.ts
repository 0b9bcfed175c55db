import { QueryClient } from '@tanstack/react-query';
import { seedMemberInfo } from './member-info';
import { registerAccountCache } from './session';

/**
 * The one react-query client. The request client already toasts every failure, so queries do not
 * retry (each retry would toast again) and do not refetch on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Another account's data never shows: a login, a logout or a change in another tab drops it all, and
// a login starts the cache with the member info its reply carried, a boot with the answer in flight.
registerAccountCache({
  reset(seed) {
    queryClient.clear();
    if (seed) seedMemberInfo(queryClient, seed);
  },
});
