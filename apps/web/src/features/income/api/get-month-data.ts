// GET /api/money/month-data?member_id= — 近 12 个月收益，本月、上月、昨日与累计收益
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { MonthData } from '../types';

export const monthDataKey = (memberId: number) => ['money', 'month-data', memberId] as const;

export function getMonthData(memberId: number, signal?: AbortSignal): Promise<MonthData> {
  return unwrap(
    request<MonthData>('/api/money/month-data', {
      params: { member_id: memberId || undefined },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const monthDataQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: monthDataKey(memberId),
    queryFn: ({ signal }) => getMonthData(memberId, signal),
  });

export function useMonthData(memberId: number) {
  return useQuery(monthDataQueryOptions(memberId));
}
