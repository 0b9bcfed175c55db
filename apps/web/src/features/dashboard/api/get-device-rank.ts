// GET /api/device/rank-list?limit= — 昨日设备排行（按 95 值）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { RankRow } from '../types';

export const DASHBOARD_RANK_LIMIT = 10;

export const deviceRankKey = (limit: number) => ['device', 'rank-list', limit] as const;

export function getDeviceRank(limit: number, signal?: AbortSignal): Promise<RankRow[]> {
  return unwrap(
    request<RankRow[]>('/api/device/rank-list', { params: { limit }, skipErrorHandler: true, signal }),
  );
}

export const deviceRankQueryOptions = (limit = DASHBOARD_RANK_LIMIT) =>
  queryOptions({
    queryKey: deviceRankKey(limit),
    queryFn: ({ signal }) => getDeviceRank(limit, signal),
    staleTime: 5 * 60_000,
  });

export function useDeviceRank(limit = DASHBOARD_RANK_LIMIT, enabled = true) {
  return useQuery({ ...deviceRankQueryOptions(limit), enabled });
}
