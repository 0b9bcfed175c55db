// GET /api/admin/brush-list?state= — 刷机申请队列（平台人员）；POST /api/admin/brush-step — 下一步
import type {
  FlashApplication,
  FlashState,
  Output,
  ProvisionedDevice,
  adminFlashStepBody,
} from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@/lib/list/cached-list';
import { rowId, toListPage, usePagedList } from '@/lib/list/paged-list';
import { BusinessError, get, request, unwrap } from '@/lib/request';

export const flashQueueKey = ['flashing', 'queue'] as const;

async function getQueue(state: FlashState | undefined, page: number, pageSize: number, signal?: AbortSignal) {
  const reply = await get<FlashApplication[]>('/api/admin/brush-list', {
    params: { state, page, pageSize },
    skipErrorHandler: true,
    signal,
  });
  return { ...toListPage(reply, page, pageSize), pending: Number(reply.pending ?? 0) };
}

export function useFlashQueue(state: FlashState | undefined) {
  return usePagedList<FlashApplication, ListPage<FlashApplication>>({
    queryKey: [...flashQueueKey, state ?? 'all'],
    fetchPage: (page, signal) => getQueue(state, page, PAGE_SIZE, signal),
    keyOf: rowId,
  });
}

/** The section's badge: applications still going on. */
export function useFlashPendingCount() {
  return useQuery({
    queryKey: [...flashQueueKey, 'pending-count'],
    queryFn: async ({ signal }) => (await getQueue(undefined, 1, 1, signal)).pending,
  });
}

export function isHandled(error: unknown): boolean {
  return error instanceof BusinessError && error.errorCode === ERRORS.FLASH_STEP_CHANGED.code;
}

export function useFlashStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof adminFlashStepBody>) =>
      unwrap(
        request<{ application: FlashApplication; provisioned: ProvisionedDevice[] }>(
          '/api/admin/brush-step',
          {
            method: 'POST',
            data: body,
          },
        ),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: flashQueueKey }),
  });
}
