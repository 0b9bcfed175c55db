// GET /api/tongji/speed?day= — 一天的带宽曲线（288 个五分钟点，峰值，95 值），默认昨天
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { SpeedChart } from '../types';

export const speedChartKey = (day: string | null) => ['tongji', 'speed', day ?? 'yesterday'] as const;

/** `day` YYYY-MM-DD, or null for yesterday (Beijing time, decided by the server). */
export function getSpeedChart(day: string | null, signal?: AbortSignal): Promise<SpeedChart> {
  return unwrap(
    request<SpeedChart>('/api/tongji/speed', {
      params: { day: day ?? undefined },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const speedChartQueryOptions = (day: string | null = null) =>
  queryOptions({
    queryKey: speedChartKey(day),
    queryFn: ({ signal }) => getSpeedChart(day, signal),
    // A finished day does not change; yesterday's only once settlement fills in the income.
    staleTime: 5 * 60_000,
  });

export function useSpeedChart(day: string | null = null, enabled = true) {
  return useQuery({ ...speedChartQueryOptions(day), enabled });
}
