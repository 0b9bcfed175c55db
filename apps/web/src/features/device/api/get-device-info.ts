// GET /api/device/info?id= — 设备详情（设备信息、最近一次上报的运行状态、待执行命令数）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { DeviceInfo } from '../types';

export const deviceInfoKey = (id: number) => ['device', 'info', id] as const;
export const deviceInfoPrefix = ['device', 'info'] as const;

export function getDeviceInfo(id: number, signal?: AbortSignal): Promise<DeviceInfo> {
  // The detail sheet shows its own error block with a retry.
  return unwrap(request<DeviceInfo>('/api/device/info', { params: { id }, skipErrorHandler: true, signal }));
}

export const deviceInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deviceInfoKey(id),
    queryFn: ({ signal }) => getDeviceInfo(id, signal),
    staleTime: 10_000,
  });

/** Idle while no device is open (id null). */
export function useDeviceInfo(id: number | null) {
  return useQuery({ ...deviceInfoQueryOptions(id ?? 0), enabled: id !== null });
}
