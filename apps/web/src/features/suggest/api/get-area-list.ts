// GET /api/tongji/zhishu（各省）与 GET /api/tongji/zhishu-info?province=（城市：全部或某省）— 区域部署指数；区域建议页与全国设备统计共用
import { type CallReply, tongjiZhishuCall, tongjiZhishuInfoCall } from '@nodebao/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { AreaScope, ZhishuTable } from '../types';

/** /manage/suggest and /dashboard/city both read the index through these calls and keys. */
export const areaListKey = (scope: AreaScope) =>
  scope.level === 'province'
    ? (['tongji', 'zhishu', 'province'] as const)
    : (['tongji', 'zhishu-info', scope.province ?? 'all'] as const);

/** SPEC §3's areaList: the provinces' index, or cities' (zhishu-info fills it). */
export function getAreaList(scope: AreaScope, signal?: AbortSignal): Promise<ZhishuTable> {
  if (scope.level === 'province')
    return unwrap(
      request<CallReply<typeof tongjiZhishuCall>>(tongjiZhishuCall.path, {
        params: { level: 'province' },
        skipErrorHandler: true,
        signal,
      }),
    );
  return unwrap(
    request<CallReply<typeof tongjiZhishuInfoCall>>(tongjiZhishuInfoCall.path, {
      params: { province: scope.province ?? undefined },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const areaListQueryOptions = (scope: AreaScope) =>
  queryOptions({
    queryKey: areaListKey(scope),
    queryFn: ({ signal }) => getAreaList(scope, signal),
    // Computed once per nightly settlement.
    staleTime: 10 * 60_000,
  });

export function useAreaList(scope: AreaScope, enabled = true) {
  return useQuery({ ...areaListQueryOptions(scope), enabled });
}
