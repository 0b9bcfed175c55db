import { QueryClient } from '@tanstack/react-query';

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
