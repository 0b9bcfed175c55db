// GET /api/device/index?status=offline — 需要关注的设备：最近离线的几台
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';
import type { DeviceRow } from '@nodebao/contract';

export const ATTENTION_LIMIT = 5;

export type OfflinePreview = { list: DeviceRow[]; total: number };

export const offlineDevicesKey = (limit: number) => ['device', 'offline-preview', limit] as const;

/** The devices that went quiet most recently first (those who fell off last are the likeliest fixes). */
export async function getOfflineDevices(limit: number, signal?: AbortSignal): Promise<OfflinePreview> {
  const reply = await request<DeviceRow[]>('/api/device/index', {
    params: { status: 'offline', page: 1, pageSize: limit, sort: 'last_report_at', order: 'desc' },
    skipErrorHandler: true,
    signal,
  });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return { list: reply.data, total: reply.pages?.totalCount ?? reply.data.length };
}

export const offlineDevicesQueryOptions = (limit = ATTENTION_LIMIT) =>
  queryOptions({
    queryKey: offlineDevicesKey(limit),
    queryFn: ({ signal }) => getOfflineDevices(limit, signal),
    staleTime: 0,
  });

export function useOfflineDevices(limit = ATTENTION_LIMIT, enabled = true) {
  return useQuery({ ...offlineDevicesQueryOptions(limit), enabled });
}
