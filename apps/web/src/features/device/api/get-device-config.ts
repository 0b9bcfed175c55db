// GET /api/device/config?id= — 设备运行配置（所在机柜或机房的模板）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { DeviceConfig } from '../types';

export const deviceConfigKey = (id: number) => ['device', 'config', id] as const;
export const deviceConfigPrefix = ['device', 'config'] as const;

export function getDeviceConfig(id: number, signal?: AbortSignal): Promise<DeviceConfig> {
  return unwrap(
    request<DeviceConfig>('/api/device/config', { params: { id }, skipErrorHandler: true, signal }),
  );
}

export const deviceConfigQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deviceConfigKey(id),
    queryFn: ({ signal }) => getDeviceConfig(id, signal),
    staleTime: 60_000,
  });

export function useDeviceConfig(id: number | null) {
  return useQuery({ ...deviceConfigQueryOptions(id ?? 0), enabled: id !== null });
}
