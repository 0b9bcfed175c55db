// GET /api/lottery/index — 本期抽奖：期号、起止时间、奖池与奖项、我的周流量与抽奖券、已出票数、种子承诺
import { lotteryIndexCall } from '@nodebao/contract/calls';
import type { LotteryIndex } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export type { LotteryIndex };

export const lotteryIndex = queryCall<typeof lotteryIndexCall>({
  call: lotteryIndexCall,
  prefix: ['lottery', 'index'],
  // The ticket count moves as members take numbers: read it again on every visit.
  staleTime: 0,
});
