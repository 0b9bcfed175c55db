// GET /api/member/device-type-list — the box models and their code price (fen), kept by staff (superman) and
// read by the purchase page and the flashing form: one cache, so a price staff change shows at once everywhere.
import type { deviceTypeSchema, Output } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export type DeviceType = Output<typeof deviceTypeSchema>;

/** One cache for every screen that lists types, so a price staff change shows at once everywhere. */
export const deviceTypesKey = ['superman', 'device-types'] as const;

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
