// GET /api/tongji/zhishu（各省）与 /api/tongji/zhishu-info?province=（某省各城市）— 区域部署指数
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { ZhishuTable } from '../types';

/** The same keys as /manage/suggest's calls: both screens share one cached answer. */
export const zhishuKey = (province: string | null) =>
  province ? (['tongji', 'zhishu-info', province] as const) : (['tongji', 'zhishu', 'province'] as const);

/** The provinces' index (province null), or the cities of one province. */
export function getZhishu(province: string | null, signal?: AbortSignal): Promise<ZhishuTable> {
  const call = province
    ? request<ZhishuTable>('/api/tongji/zhishu-info', {
        params: { province },
        skipErrorHandler: true,
        signal,
      })
    : request<ZhishuTable>('/api/tongji/zhishu', {
        params: { level: 'province' },
        skipErrorHandler: true,
        signal,
      });
  return unwrap(call);
}

export const zhishuQueryOptions = (province: string | null) =>
  queryOptions({
    queryKey: zhishuKey(province),
    queryFn: ({ signal }) => getZhishu(province, signal),
    // Computed once per nightly settlement.
    staleTime: 10 * 60_000,
  });

export function useZhishu(province: string | null, enabled = true) {
  return useQuery({ ...zhishuQueryOptions(province), enabled });
}
