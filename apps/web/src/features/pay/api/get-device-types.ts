// GET /api/member/device-type-list — 设备型号及激活码单价（分）
import type { deviceTypeSchema } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

type Output<S> = S extends { _zod: { output: infer O } } ? O : never;
export type DeviceType = Output<typeof deviceTypeSchema>;

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
