// GET /api/lottery/open-list?page= — 开奖记录：每期的种子承诺、公布的种子、票号清单哈希与中奖票号
import type { LotteryDraw } from '@nodebao/contract';
import { LOTTERY_RECORD_PAGE_SIZE } from '@nodebao/contract/limits';
import { get } from '@/lib/request';
import { toListPage, usePagedList } from '@/lib/list/paged-list';

export const drawsKey = ['lottery', 'draws'] as const;

/** Every period, newest first; a draw changes its row (seed, winners), so it is read again on visit. */
export function useDraws() {
  return usePagedList<LotteryDraw, ReturnType<typeof toListPage<LotteryDraw>>>({
    queryKey: drawsKey,
    fetchPage: async (page, signal) =>
      toListPage(
        await get<LotteryDraw[]>('/api/lottery/open-list', {
          params: { page, pageSize: LOTTERY_RECORD_PAGE_SIZE },
          skipErrorHandler: true,
          signal,
        }),
        page,
        LOTTERY_RECORD_PAGE_SIZE,
      ),
    keyOf: (d) => d.period,
  });
}
