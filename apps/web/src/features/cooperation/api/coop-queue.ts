// GET /api/admin/coop-list?state= — 大带宽合作申请队列（平台人员）；POST /api/admin/coop-review {id, accept, reason}
import type { CoopApplication, CoopState, Output, adminCoopReviewBody } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getListPage, listCall } from '@/lib/list/list-call';
import { refusedWith, request, unwrap } from '@/lib/request';

const coopQueue = listCall({
  prefix: ['cooperation', 'queue'],
  fetchPage: (state: CoopState, page, pageSize, signal) =>
    getListPage<CoopApplication>('/api/admin/coop-list', { state, page, pageSize }, signal),
});

export const coopQueueKey = coopQueue.prefix;
export const useCoopQueue = coopQueue.useScroll;
/** The section's badge: applications waiting for a review. */
export const useCoopPendingCount = () => coopQueue.useTotal('pending');

export const isHandled = (error: unknown) => refusedWith(error, ERRORS.COOP_HANDLED);

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof adminCoopReviewBody>) =>
      unwrap(request<CoopApplication>('/api/admin/coop-review', { method: 'POST', data: body })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coopQueueKey }),
  });
}
