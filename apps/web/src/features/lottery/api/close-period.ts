// POST /api/admin/lottery-close {period} — 提前截止本期并立即开奖（平台人员）
import type { LotteryDraw } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { drawsKey } from './get-draws';
import { lotteryIndex } from './get-lottery-index';
import { prizesKey } from './get-prizes';

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: number) =>
      unwrap(request<LotteryDraw>('/api/admin/lottery-close', { method: 'POST', data: { period } })),
    onSuccess: () => {
      for (const queryKey of [lotteryIndex.prefix, drawsKey, prizesKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
