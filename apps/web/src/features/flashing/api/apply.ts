// POST /api/brush/apply — 申请刷机
import type { FlashApplication, Output, flashApplyBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { flashApplicationsKey } from './get-applications';

export function useFlashApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof flashApplyBody>) =>
      unwrap(request<FlashApplication>('/api/brush/apply', { method: 'POST', data: body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: flashApplicationsKey }),
  });
}
