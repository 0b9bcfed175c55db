// GET /api/account-activity/index — 创世活动：活动时间与积分规则，我的积分，昨日各设备贡献
import type { accountActivityReply, ReplyData } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, unwrap } from '@/lib/request';

export type AccountActivity = ReplyData<typeof accountActivityReply>;

export const accountActivityKey = ['activity', 'account'] as const;

export function getAccountActivity(signal?: AbortSignal): Promise<AccountActivity> {
  return unwrap(get<AccountActivity>('/api/account-activity/index', { signal, skipErrorHandler: true }));
}

/** Points change once a day (settlement): a minute's staleness is nothing. */
export function useAccountActivity() {
  return useQuery(
    queryOptions({
      queryKey: accountActivityKey,
      queryFn: ({ signal }) => getAccountActivity(signal),
      staleTime: 60_000,
    }),
  );
}
