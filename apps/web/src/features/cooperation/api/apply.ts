// POST /api/big-daikuan/apply — 申请大带宽合作
import type { CoopApplication, Output, coopApplyBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { applicationsKey } from './get-applications';

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof coopApplyBody>) =>
      unwrap(request<CoopApplication>('/api/big-daikuan/apply', { method: 'POST', data: body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
