// GET /api/tag/index — 我的设备标签（标签筛选和「移动标签」的选项）
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { DeviceTag } from '../types';

export const deviceTagsKey = ['device', 'tags'] as const;

/** The first 100 tags (the most a picker can usefully show). */
export function getDeviceTags(signal?: AbortSignal): Promise<DeviceTag[]> {
  // A picker shows its own error or empty state; a missing list must not send the page to /exception.
  return unwrap(
    request<DeviceTag[]>('/api/tag/index', {
      params: { page: 1, pageSize: MAX_PAGE_SIZE },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const deviceTagsQueryOptions = () =>
  queryOptions({
    queryKey: deviceTagsKey,
    queryFn: ({ signal }) => getDeviceTags(signal),
    staleTime: 60_000,
  });

export function useDeviceTags(enabled = true) {
  return useQuery({ ...deviceTagsQueryOptions(), enabled });
}
