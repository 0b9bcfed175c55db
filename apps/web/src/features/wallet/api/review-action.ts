import type { AdminWithdrawal } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BusinessError, refusedWith, request } from '@/lib/request';
import { replaceRowIn } from '@/lib/list/cached-list';
import { reviewPrefix, reviewQueue } from './get-review-queue';

/** What a review call answers: the row as it is now, and the server's account of what happened. */
export type ReviewOutcome = { withdrawal: AdminWithdrawal; message: string };

/** Posts a review call; a refusal is toasted by the request client and thrown as a BusinessError. */
export async function postReview(url: string, body: Record<string, unknown>): Promise<ReviewOutcome> {
  const reply = await request<AdminWithdrawal>(url, { method: 'POST', data: body });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return { withdrawal: reply.data, message: reply.msg };
}

/** The answered row replaces its copy in every cached review list; the lists refetch when next shown. */
export function applyReviewedRow(queryClient: QueryClient, row: AdminWithdrawal): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: reviewPrefix })) {
    const next = replaceRowIn(data, row);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  void queryClient.invalidateQueries({ queryKey: reviewPrefix, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: reviewQueue.totalKey('pending') });
}

/** Someone else handled it first (30005) or it is gone: the lists on screen are fetched again. */
export const isStaleReview = (error: unknown) =>
  refusedWith(error, ERRORS.WITHDRAW_STATE_CHANGED, ERRORS.NOT_FOUND);

/** A review mutation: the row updates in place from the reply; a conflict refreshes the lists. */
export function useReviewMutation<V>(call: (vars: V) => Promise<ReviewOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ withdrawal }) => applyReviewedRow(queryClient, withdrawal),
    onError: (error) => {
      if (isStaleReview(error)) void queryClient.invalidateQueries({ queryKey: reviewPrefix });
    },
  });
}
