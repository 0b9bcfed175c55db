// GET /api/activite/rank-list?period= — 在线排行（data）、冠军排行（rank_data）与我的名次
import type { Output, rankListReply } from '@nodebao/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';

export type RankList = Output<typeof rankListReply>;
export type RankPeriod = RankList['period'];

export async function getRankList(period: RankPeriod, signal?: AbortSignal): Promise<RankList> {
  const reply = (await request<RankList['data']>('/api/activite/rank-list', {
    params: { period },
    skipErrorHandler: true,
    signal,
  })) as unknown as RankList;
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return reply;
}

/** The boards are refreshed each minute (online) and each settled day (points). */
export function useRankList(period: RankPeriod) {
  return useQuery({
    queryKey: ['activity', 'ranks', period],
    queryFn: ({ signal }) => getRankList(period, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
