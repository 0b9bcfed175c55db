// GET /api/admin/points-withdraw-list?state= — 积分提取队列（平台人员）；
// POST /api/admin/points-withdraw-sent {id, tx_hash} 已发送；POST /api/admin/points-withdraw-reject {id, reason} 驳回
import type {
  Output,
  pointsRejectBody,
  pointsSentBody,
  adminPointsWithdrawalSchema,
} from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@/lib/list/cached-list';
import { rowId, toListPage, usePagedList } from '@/lib/list/paged-list';
import { BusinessError, request, unwrap } from '@/lib/request';

export type AdminPointsWithdrawal = Output<typeof adminPointsWithdrawalSchema>;
export type PointsQueueState = AdminPointsWithdrawal['state'];

export const pointsQueuePrefix = ['activity', 'points-queue'] as const;

export async function getPointsQueue(
  state: PointsQueueState,
  page: number,
  pageSize = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ListPage<AdminPointsWithdrawal>> {
  const reply = await request<AdminPointsWithdrawal[]>('/api/admin/points-withdraw-list', {
    params: { state, page, pageSize },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, pageSize);
}

/** Phones: cards appended as the queue scrolls. */
export function usePointsQueueList(state: PointsQueueState) {
  return usePagedList<AdminPointsWithdrawal, ListPage<AdminPointsWithdrawal>>({
    queryKey: [...pointsQueuePrefix, 'infinite', state],
    fetchPage: (page, signal) => getPointsQueue(state, page, PAGE_SIZE, signal),
    keyOf: rowId,
  });
}

/** Desktops: one page of the table. */
export function usePointsQueuePage(state: PointsQueueState, page: number) {
  return useQuery({
    queryKey: [...pointsQueuePrefix, 'page', state, page],
    queryFn: ({ signal }) => getPointsQueue(state, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** The section's badge: how many wait to be sent. */
export function usePointsPendingCount() {
  return useQuery({
    queryKey: [...pointsQueuePrefix, 'pending-count'],
    queryFn: async ({ signal }) => (await getPointsQueue('pending', 1, 1, signal)).pages.totalCount,
  });
}

/** Another staff member (or a second click) moved it first. */
export function isHandled(error: unknown): boolean {
  return error instanceof BusinessError && error.errorCode === ERRORS.POINTS_WITHDRAWAL_HANDLED.code;
}

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
