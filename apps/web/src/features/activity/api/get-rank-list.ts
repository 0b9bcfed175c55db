// GET /api/activite/rank-list?period= — 在线排行（data）、冠军排行（rank_data）与我的名次
import { activiteRankListCall } from '@nodebao/contract/calls';
import type { Output, rankListReply } from '@nodebao/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryCall } from '@/lib/query-call';

export type RankList = Output<typeof rankListReply>;
export type RankPeriod = RankList['period'];

export const rankList = queryCall({
  call: activiteRankListCall,
  prefix: ['activity', 'ranks'],
  params: (period: RankPeriod) => ({ period }),
  // The whole reply: the champions and my place are siblings of data.
  read: (reply): RankList => reply,
  // The boards are refreshed each minute (online) and each settled day (points).
  staleTime: 30_000,
});

/** The previous period's boards stay on screen while the next one loads. */
export function useRankList(period: RankPeriod) {
  return useQuery({ ...rankList.options(period), placeholderData: keepPreviousData });
}
