// POST /api/admin/lottery-close {period} — 提前截止本期并立即开奖（平台人员）
import { adminLotteryCloseCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { drawsKey } from './get-draws';
import { lotteryIndex } from './get-lottery-index';
import { prizesKey } from './get-prizes';

export const closePeriod = writeCall<typeof adminLotteryCloseCall, number>({
  call: adminLotteryCloseCall,
  data: (period) => ({ period }),
  after: (queryClient) => {
    for (const queryKey of [lotteryIndex.prefix, drawsKey, prizesKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  },
});
