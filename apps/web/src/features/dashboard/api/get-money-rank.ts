// GET /api/tongji/money-paiming?limit= — 昨日设备收益排名（已结算日）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { MoneyRank } from '../types';

export const moneyRankKey = (limit: number) => ['tongji', 'money-paiming', limit] as const;

export function getMoneyRank(limit: number, signal?: AbortSignal): Promise<MoneyRank> {
  return unwrap(
    request<MoneyRank>('/api/tongji/money-paiming', { params: { limit }, skipErrorHandler: true, signal }),
  );
}

export const moneyRankQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: moneyRankKey(limit),
    queryFn: ({ signal }) => getMoneyRank(limit, signal),
    // A settled day does not change.
    staleTime: 5 * 60_000,
  });

export function useMoneyRank(limit: number, enabled = true) {
  return useQuery({ ...moneyRankQueryOptions(limit), enabled });
}
