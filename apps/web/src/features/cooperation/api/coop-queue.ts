// GET /api/admin/coop-list?state= — 大带宽合作申请队列（平台人员）；POST /api/admin/coop-review {id, accept, reason}
import type { CoopApplication, CoopState, Output, adminCoopReviewBody } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@/lib/list/cached-list';
import { rowId, toListPage, usePagedList } from '@/lib/list/paged-list';
import { BusinessError, get, request, unwrap } from '@/lib/request';

export const coopQueueKey = ['cooperation', 'queue'] as const;

async function getQueue(state: CoopState, page: number, pageSize: number, signal?: AbortSignal) {
  const reply = await get<CoopApplication[]>('/api/admin/coop-list', {
    params: { state, page, pageSize },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, pageSize);
}

export function useCoopQueue(state: CoopState) {
  return usePagedList<CoopApplication, ListPage<CoopApplication>>({
    queryKey: [...coopQueueKey, state],
    fetchPage: (page, signal) => getQueue(state, page, PAGE_SIZE, signal),
    keyOf: rowId,
  });
}

/** The section's badge: applications waiting for a review. */
export function useCoopPendingCount() {
  return useQuery({
    queryKey: [...coopQueueKey, 'pending-count'],
    queryFn: async ({ signal }) => (await getQueue('pending', 1, 1, signal)).pages.totalCount,
  });
}

export function isHandled(error: unknown): boolean {
  return error instanceof BusinessError && error.errorCode === ERRORS.COOP_HANDLED.code;
}

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof adminCoopReviewBody>) =>
      unwrap(request<CoopApplication>('/api/admin/coop-review', { method: 'POST', data: body })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coopQueueKey }),
  });
}
