// GET /api/admin/points-withdraw-list?state= — 积分提取队列（平台人员）；
// POST /api/admin/points-withdraw-sent {id, tx_hash} 已发送；POST /api/admin/points-withdraw-reject {id, reason} 驳回
import type {
  Output,
  pointsRejectBody,
  pointsSentBody,
  adminPointsWithdrawalSchema,
} from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getListPage, listCall } from '@/lib/list/list-call';
import { refusedWith, request, unwrap } from '@/lib/request';

export type AdminPointsWithdrawal = Output<typeof adminPointsWithdrawalSchema>;
export type PointsQueueState = AdminPointsWithdrawal['state'];

export const pointsQueue = listCall({
  prefix: ['activity', 'points-queue'],
  fetchPage: (state: PointsQueueState, page, pageSize, signal) =>
    getListPage<AdminPointsWithdrawal>('/api/admin/points-withdraw-list', { state, page, pageSize }, signal),
});

export const pointsQueuePrefix = pointsQueue.prefix;
export const { useScroll: usePointsQueueList, usePage: usePointsQueuePage } = pointsQueue;
/** The section's badge: how many wait to be sent. */
export const usePointsPendingCount = () => pointsQueue.useTotal('pending');

/** Another staff member (or a second click) moved it first. */
export const isHandled = (error: unknown) => refusedWith(error, ERRORS.POINTS_WITHDRAWAL_HANDLED);

function usePointsAction<B>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => unwrap(request<AdminPointsWithdrawal>(url, { method: 'POST', data: body })),
    // Done or refused because it moved meanwhile: either way the queue is read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pointsQueuePrefix }),
  });
}

export const useMarkPointsSent = () =>
  usePointsAction<Output<typeof pointsSentBody>>('/api/admin/points-withdraw-sent');
export const useRejectPoints = () =>
  usePointsAction<Output<typeof pointsRejectBody>>('/api/admin/points-withdraw-reject');
