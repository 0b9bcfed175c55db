// GET /api/lottery/index — 本期抽奖：期号、起止时间、奖池与奖项、我的周流量与抽奖券、已出票数、种子承诺
import type { LotteryIndex } from '@nodebao/contract';
import { useQuery } from '@tanstack/react-query';
import { get, unwrap } from '@/lib/request';

export type { LotteryIndex };

export const lotteryIndexKey = ['lottery', 'index'] as const;

/** This week's figures; the ticket count moves as members take numbers, so read it again on focus. */
export function useLotteryIndex() {
  return useQuery({
    queryKey: lotteryIndexKey,
    queryFn: ({ signal }) =>
      unwrap(get<LotteryIndex>('/api/lottery/index', { signal, skipErrorHandler: true })),
    staleTime: 0,
  });
}
