// POST /api/lottery/create-num {num, request_id} — 用抽奖券兑换连续票号
import { lotteryCreateNumCall } from '@nodebao/contract/calls';
import type { lotteryCreateNumReply, ReplyData } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { lotteryIndex } from './get-lottery-index';
import { ticketsKey } from './get-tickets';

export type TakenNumbers = ReplyData<typeof lotteryCreateNumReply>;

/**
 * Coupons to ticket numbers. The request id is made once per intent by the caller, so a retry after a
 * lost answer gets the same numbers instead of spending more coupons.
 */
export const createNumbers = writeCall<typeof lotteryCreateNumCall, { num: number; request_id: string }>({
  call: lotteryCreateNumCall,
  after: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: lotteryIndex.prefix });
    void queryClient.invalidateQueries({ queryKey: ticketsKey });
  },
});
