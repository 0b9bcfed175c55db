// GET /api/member/device-type-list — 设备型号及激活码单价（分）；买码页、发放激活码和参数设置共用一份缓存
import type { deviceTypeSchema, Output } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export type DeviceType = Output<typeof deviceTypeSchema>;

/** One cache for every screen that lists types, so a price staff change shows at once everywhere. */
export const deviceTypesKey = ['pay', 'device-types'] as const;

export function getDeviceTypes(signal?: AbortSignal): Promise<DeviceType[]> {
  return unwrap(request<DeviceType[]>('/api/member/device-type-list', { signal, skipErrorHandler: true }));
}

export const deviceTypesQueryOptions = () =>
  queryOptions({
    queryKey: deviceTypesKey,
    queryFn: ({ signal }) => getDeviceTypes(signal),
    staleTime: 60_000,
  });

export function useDeviceTypes() {
  return useQuery(deviceTypesQueryOptions());
}
