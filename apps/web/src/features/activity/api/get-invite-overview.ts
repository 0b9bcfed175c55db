// GET /api/activite/index — 我的邀请码、邀请链接，受邀会员人数与推广收益（累计、昨日）
import type { activityIndexReply, ReplyData } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, unwrap } from '@/lib/request';

export type InviteOverview = ReplyData<typeof activityIndexReply>;

export const inviteOverviewKey = ['activity', 'index'] as const;

export function getInviteOverview(signal?: AbortSignal): Promise<InviteOverview> {
  return unwrap(get<InviteOverview>('/api/activite/index', { signal, skipErrorHandler: true }));
}

/** The referral changes once a day (settlement): a minute's staleness is nothing. */
export function useInviteOverview() {
  return useQuery(
    queryOptions({
      queryKey: inviteOverviewKey,
      queryFn: ({ signal }) => getInviteOverview(signal),
      staleTime: 60_000,
    }),
  );
}
