// GET /api/lottery/open-list?page= — 开奖记录：每期的种子承诺、公布的种子、票号清单哈希与中奖票号
import { lotteryOpenListCall } from '@nodebao/contract/calls';
import { LOTTERY_RECORD_PAGE_SIZE } from '@nodebao/contract/limits';
import { getListPage, listCall } from '@/lib/list/list-call';

/** Every period, newest first; a draw changes its row (seed, winners), so it is read again on visit. */
const draws = listCall({
  prefix: ['lottery', 'draws'],
  fetchPage: (_: null, page, pageSize, signal) =>
    getListPage(lotteryOpenListCall, { page, pageSize }, signal),
  keyOf: (d) => d.period,
  pageSize: LOTTERY_RECORD_PAGE_SIZE,
});

export const drawsKey = draws.prefix;
export const useDraws = () => draws.useScroll(null);
