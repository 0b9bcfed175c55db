// POST /api/lottery/create-num {num, request_id} — 用抽奖券兑换连续票号
import type { lotteryCreateNumReply, ReplyData } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { lotteryIndex } from './get-lottery-index';
import { ticketsKey } from './get-tickets';

export type TakenNumbers = ReplyData<typeof lotteryCreateNumReply>;

/**
 * Coupons to ticket numbers. The request id is made once per intent by the caller, so a retry after a
 * lost answer gets the same numbers instead of spending more coupons.
 */
export function useCreateNumbers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { num: number; request_id: string }) =>
      unwrap(request<TakenNumbers>('/api/lottery/create-num', { method: 'POST', data: body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryIndex.prefix });
      void queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
  });
}
