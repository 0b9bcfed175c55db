// GET /api/lottery/prize-list?period=&mine=&page= — 中奖记录（某期或全部期），或我的奖品
import type { LotteryPrize, lotteryPrizeListReply, Output } from '@nodebao/contract';
import { LOTTERY_RECORD_PAGE_SIZE } from '@nodebao/contract/limits';
import { get } from '@/lib/request';
import { toListPage, usePagedList } from '@/lib/list/paged-list';

export type PrizePage = ReturnType<typeof toListPage<LotteryPrize>> &
  Pick<Output<typeof lotteryPrizeListReply>, 'my_prize_count' | 'my_prize_fen'>;

export const prizesKey = ['lottery', 'prizes'] as const;

async function getPrizes(filter: { period?: number; mine: boolean }, page: number, signal: AbortSignal) {
  const reply = await get<LotteryPrize[]>('/api/lottery/prize-list', {
    params: { period: filter.period, mine: filter.mine ? 1 : 0, page, pageSize: LOTTERY_RECORD_PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  const totals = reply as unknown as Output<typeof lotteryPrizeListReply>;
  return {
    ...toListPage(reply, page, LOTTERY_RECORD_PAGE_SIZE),
    my_prize_count: totals.my_prize_count,
    my_prize_fen: totals.my_prize_fen,
  };
}

/** Winners, newest period first (of one period when named), or only mine; 加载更多 appends. */
export function usePrizes(filter: { period?: number; mine: boolean }) {
  return usePagedList<LotteryPrize, PrizePage>({
    queryKey: [...prizesKey, filter.period ?? 'all', filter.mine],
    fetchPage: (page, signal) => getPrizes(filter, page, signal),
    keyOf: (p) => `${p.period}:${p.number}`,
  });
}
