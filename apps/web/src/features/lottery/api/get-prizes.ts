// GET /api/lottery/prize-list?period=&mine=&page= — 中奖记录（某期或全部期），或我的奖品
import { lotteryPrizeListCall } from '@nodebao/contract/calls';
import type { LotteryPrize, lotteryPrizeListReply, Output } from '@nodebao/contract';
import { LOTTERY_RECORD_PAGE_SIZE } from '@nodebao/contract/limits';
import { requestCall } from '@/lib/call-request';
import { listCall } from '@/lib/list/list-call';
import { toListPage } from '@/lib/list/paged-list';

export type PrizePage = ReturnType<typeof toListPage<LotteryPrize>> &
  Pick<Output<typeof lotteryPrizeListReply>, 'my_prize_count' | 'my_prize_fen'>;

type PrizeFilter = { period?: number; mine: boolean };

/** Winners, newest period first (of one period when named), or only mine; 加载更多 appends. */
const prizes = listCall({
  prefix: ['lottery', 'prizes'],
  fetchPage: async (filter: PrizeFilter, page, pageSize, signal): Promise<PrizePage> => {
    // A refusal throws (a BusinessError, as toListPage would).
    const reply = await requestCall(lotteryPrizeListCall, {
      params: { period: filter.period, mine: filter.mine ? 1 : 0, page, pageSize },
      skipErrorHandler: true,
      signal,
    });
    return {
      ...toListPage(reply, page, pageSize),
      my_prize_count: reply.my_prize_count,
      my_prize_fen: reply.my_prize_fen,
    };
  },
  keyOf: (p) => `${p.period}:${p.number}`,
  pageSize: LOTTERY_RECORD_PAGE_SIZE,
});

export const prizesKey = prizes.prefix;
export const usePrizes = prizes.useScroll;
