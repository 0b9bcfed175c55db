// The offline payment queue's actions (confirm, reject): each answers with the order as it now is
import type { AdminOrder, CallBody } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { queueAction, type QueueOutcome, type QueueBody, type RowCall } from '@/lib/list/queue-action';
import { refusedWith } from '@/lib/request';
import { offlinePendingKey, offlinePrefix } from './get-offline-list';

export type OfflineOutcome = QueueOutcome<AdminOrder>;

/** Someone else handled it first (31007) or it is gone: the lists on screen are fetched again. */
export const isStaleOrder = (error: unknown) =>
  refusedWith(error, ERRORS.ORDER_STATE_CHANGED, ERRORS.NOT_FOUND);

export const offlineAction = <C extends RowCall, B = QueueBody<C>>(
  call: C,
  data?: (body: B) => CallBody<C>,
) =>
  queueAction<C, B>({
    call,
    data,
    prefix: offlinePrefix,
    badge: offlinePendingKey,
    isStale: isStaleOrder,
  });
