// GET /api/member/device-type-list — 设备型号（名称、激活码单价），发放激活码时选择
import type { deviceTypeListReply } from '@nodebao/contract';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export type DeviceType = ReturnType<typeof deviceTypeListReply.parse>['data'][number];

export const deviceTypesKey = ['superman', 'device-types'] as const;

export function getDeviceTypes(signal?: AbortSignal): Promise<DeviceType[]> {
  // The form shows its own retry.
  return unwrap(request<DeviceType[]>('/api/member/device-type-list', { skipErrorHandler: true, signal }));
}

export function useDeviceTypes() {
  return useQuery({
    queryKey: deviceTypesKey,
    queryFn: ({ signal }) => getDeviceTypes(signal),
    staleTime: 5 * 60_000,
  });
}
