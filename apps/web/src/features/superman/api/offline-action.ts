import type { AdminOrder } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { replaceRowIn } from '@/lib/list/cached-list';
import { BusinessError, refusedWith, request } from '@/lib/request';
import { offlinePendingKey, offlinePrefix } from './get-offline-list';

/** What a review call answers: the order as it is now, and the server's account of what happened. */
export type OfflineOutcome = { order: AdminOrder; message: string };

/** Posts a review call; a refusal is toasted by the request client and thrown as a BusinessError. */
export async function postOfflineReview(url: string, body: Record<string, unknown>): Promise<OfflineOutcome> {
  const reply = await request<AdminOrder>(url, { method: 'POST', data: body });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return { order: reply.data, message: reply.msg };
}

/** The answered order replaces its copy in every cached list; the lists refetch when next shown. */
export function applyReviewedOrder(queryClient: QueryClient, order: AdminOrder): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: offlinePrefix })) {
    const next = replaceRowIn(data, order);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  void queryClient.invalidateQueries({ queryKey: offlinePrefix, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: offlinePendingKey });
}

/** Someone else handled it first (31007) or it is gone: the lists on screen are fetched again. */
export const isStaleOrder = (error: unknown) =>
  refusedWith(error, ERRORS.ORDER_STATE_CHANGED, ERRORS.NOT_FOUND);

/** A review mutation: the row updates in place from the reply; a conflict refreshes the lists. */
export function useOfflineMutation<V>(call: (vars: V) => Promise<OfflineOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ order }) => applyReviewedOrder(queryClient, order),
    onError: (error) => {
      if (isStaleOrder(error)) void queryClient.invalidateQueries({ queryKey: offlinePrefix });
    },
  });
}
