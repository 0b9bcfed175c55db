// GET /api/admin/points-withdraw-list?state= — 积分提取队列（平台人员）；
// POST /api/admin/points-withdraw-sent {id, tx_hash} 已发送；POST /api/admin/points-withdraw-reject {id, reason} 驳回
import {
  adminPointsWithdrawListCall,
  adminPointsWithdrawRejectCall,
  adminPointsWithdrawSentCall,
} from '@nodebao/contract/calls';
import type { adminPointsWithdrawalSchema, CallSpec, Output } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { getListPage, listCall } from '@/lib/list/list-call';
import type { QueueBody } from '@/lib/list/queue-action';
import { refusedWith } from '@/lib/request';
import { writeCall } from '@/lib/write-call';

export type AdminPointsWithdrawal = Output<typeof adminPointsWithdrawalSchema>;
export type PointsQueueState = AdminPointsWithdrawal['state'];

export const pointsQueue = listCall({
  prefix: ['activity', 'points-queue'],
  fetchPage: (state: PointsQueueState, page, pageSize, signal) =>
    getListPage(adminPointsWithdrawListCall, { state, page, pageSize }, signal),
});

export const pointsQueuePrefix = pointsQueue.prefix;
export const { useScroll: usePointsQueueList, usePage: usePointsQueuePage } = pointsQueue;
/** The section's badge: how many wait to be sent. */
export const usePointsPendingCount = () => pointsQueue.useTotal('pending');

/** Another staff member (or a second click) moved it first. */
export const isHandled = (error: unknown) => refusedWith(error, ERRORS.POINTS_WITHDRAWAL_HANDLED);

/** Done or refused because it moved meanwhile: either way the queue is read again. */
const pointsAction = <C extends CallSpec>(call: C) =>
  writeCall<C, QueueBody<C>>({
    call,
    afterEither: (queryClient) => void queryClient.invalidateQueries({ queryKey: pointsQueuePrefix }),
  });

export const markPointsSent = pointsAction(adminPointsWithdrawSentCall);
export const rejectPoints = pointsAction(adminPointsWithdrawRejectCall);
