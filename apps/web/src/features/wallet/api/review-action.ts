// The withdrawal queue's actions (approve, reject, query): each answers with the withdrawal as it now is
import type { AdminWithdrawal, CallBody } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { queueAction, type QueueOutcome, type QueueBody, type RowCall } from '@/lib/list/queue-action';
import { refusedWith } from '@/lib/request';
import { reviewPrefix, reviewQueue } from './get-review-queue';

export type ReviewOutcome = QueueOutcome<AdminWithdrawal>;

/** Someone else handled it first (30005) or it is gone: the lists on screen are fetched again. */
export const isStaleReview = (error: unknown) =>
  refusedWith(error, ERRORS.WITHDRAW_STATE_CHANGED, ERRORS.NOT_FOUND);

export const reviewAction = <C extends RowCall, B = QueueBody<C>>(call: C, data?: (body: B) => CallBody<C>) =>
  queueAction<C, B>({
    call,
    data,
    prefix: reviewPrefix,
    badge: reviewQueue.totalKey('pending'),
    isStale: isStaleReview,
  });
