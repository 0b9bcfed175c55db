// GET /api/default/rank-record?page=&pageSize= — 昨日会员收益排行（分页，附自己的名次）
import { type CallReply, defaultRankRecordCall } from '@nodebao/contract/calls';
import type { Pages } from '@nodebao/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request, checked } from '@/lib/request';
import type { MemberRank } from '../types';

export const RANK_PAGE_SIZE = 20;

export type RankRecordPage = { day: string; list: MemberRank[]; me: MemberRank | null; pages: Pages };

export const rankRecordKey = ['default', 'rank-record'] as const;

export async function getRankRecord(page: number, signal?: AbortSignal): Promise<RankRecordPage> {
  const reply = await checked(
    request<CallReply<typeof defaultRankRecordCall>>(defaultRankRecordCall.path, {
      params: { page, pageSize: RANK_PAGE_SIZE },
      skipErrorHandler: true,
      signal,
    }),
  );
  return {
    day: typeof reply.day === 'string' ? reply.day : '',
    list: reply.data,
    me: (reply.me as MemberRank | null | undefined) ?? null,
    pages: reply.pages ?? { page, pageSize: RANK_PAGE_SIZE, totalCount: reply.data.length, pageCount: 1 },
  };
}

export const rankRecordQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: rankRecordKey,
    queryFn: ({ pageParam, signal }) => getRankRecord(pageParam, signal),
    initialPageParam: 1,
    // SPEC §4: more while page is below pageCount.
    getNextPageParam: (last) => (last.pages.page < last.pages.pageCount ? last.pages.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

/** The whole ranking, page by page (only asked for when the sheet opens). */
export function useRankRecord(enabled: boolean) {
  return useInfiniteQuery({ ...rankRecordQueryOptions(), enabled });
}
