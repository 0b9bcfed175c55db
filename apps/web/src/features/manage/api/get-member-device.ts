// GET /api/member/device-info?id= — 会员设备详情（运营）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { DeviceInfo } from '../types';

export const memberDevicePrefix = ['manage', 'device'] as const;
export const memberDeviceKey = (id: number) => [...memberDevicePrefix, id] as const;

export function getMemberDevice(id: number, signal?: AbortSignal): Promise<DeviceInfo> {
  return unwrap(
    request<DeviceInfo>('/api/member/device-info', { params: { id }, skipErrorHandler: true, signal }),
  );
}

export const memberDeviceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: memberDeviceKey(id),
    queryFn: ({ signal }) => getMemberDevice(id, signal),
    staleTime: 10_000,
  });

/** Idle while no device is chosen (id null or 0). */
export function useMemberDevice(id: number | null) {
  return useQuery({ ...memberDeviceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
