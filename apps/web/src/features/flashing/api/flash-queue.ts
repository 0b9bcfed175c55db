// GET /api/admin/brush-list?state= — 刷机申请队列（平台人员）；POST /api/admin/brush-step — 下一步
import { type CallReply, adminBrushListCall, adminBrushStepCall } from '@nodebao/contract/calls';
import type { FlashState, Output, adminFlashStepBody } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { useQuery } from '@tanstack/react-query';
import { listCall } from '@/lib/list/list-call';
import { toListPage } from '@/lib/list/paged-list';
import { get, refusedWith } from '@/lib/request';
import { writeCall } from '@/lib/write-call';

const flashQueue = listCall({
  prefix: ['flashing', 'queue'],
  fetchPage: async (state: FlashState | undefined, page, pageSize, signal) => {
    const reply = await get<CallReply<typeof adminBrushListCall>>(adminBrushListCall.path, {
      params: { state, page, pageSize },
      skipErrorHandler: true,
      signal,
    });
    return { ...toListPage(reply, page, pageSize), pending: Number(reply.pending ?? 0) };
  },
});

export const flashQueueKey = flashQueue.prefix;
export const useFlashQueue = flashQueue.useScroll;

/** The section's badge: applications still going on (the list's own count, whatever the state). */
export function useFlashPendingCount() {
  return useQuery({
    queryKey: [...flashQueueKey, 'pending-count'],
    queryFn: async ({ signal }) => (await flashQueue.fetchPage(undefined, 1, 1, signal)).pending,
  });
}

export const isHandled = (error: unknown) => refusedWith(error, ERRORS.FLASH_STEP_CHANGED);

/** Done or refused because it moved meanwhile: either way the queue is read again. */
export const flashStep = writeCall<typeof adminBrushStepCall, Output<typeof adminFlashStepBody>>({
  call: adminBrushStepCall,
  afterEither: (queryClient) => void queryClient.invalidateQueries({ queryKey: flashQueueKey }),
});
