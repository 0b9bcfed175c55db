// GET /api/admin/coop-list?state= — 大带宽合作申请队列（平台人员）；POST /api/admin/coop-review {id, accept, reason}
import { adminCoopListCall, adminCoopReviewCall } from '@nodebao/contract/calls';
import type { CoopState, Output, adminCoopReviewBody } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { getListPage, listCall } from '@/lib/list/list-call';
import { refusedWith } from '@/lib/request';
import { writeCall } from '@/lib/write-call';

const coopQueue = listCall({
  prefix: ['cooperation', 'queue'],
  fetchPage: (state: CoopState, page, pageSize, signal) =>
    getListPage(adminCoopListCall, { state, page, pageSize }, signal),
});

export const coopQueueKey = coopQueue.prefix;
export const useCoopQueue = coopQueue.useScroll;
/** The section's badge: applications waiting for a review. */
export const useCoopPendingCount = () => coopQueue.useTotal('pending');

export const isHandled = (error: unknown) => refusedWith(error, ERRORS.COOP_HANDLED);

/** Done or refused because it moved meanwhile: either way the queue is read again. */
export const coopReview = writeCall<typeof adminCoopReviewCall, Output<typeof adminCoopReviewBody>>({
  call: adminCoopReviewCall,
  afterEither: (queryClient) => void queryClient.invalidateQueries({ queryKey: coopQueueKey }),
});
