// GET /api/tongji/index?province= — 各省（或某省各城市）的设备数、在线数、昨日与本月收益
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { FleetAreas } from '../types';

export const fleetAreasKey = (province: string | null) => ['tongji', 'index', province ?? 'all'] as const;

/** `province` a 6-digit code for its cities, null for the provinces. */
export function getFleetAreas(province: string | null, signal?: AbortSignal): Promise<FleetAreas> {
  return unwrap(
    request<FleetAreas>('/api/tongji/index', {
      params: { province: province ?? undefined },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const fleetAreasQueryOptions = (province: string | null) =>
  queryOptions({
    queryKey: fleetAreasKey(province),
    queryFn: ({ signal }) => getFleetAreas(province, signal),
    staleTime: 60_000,
  });

export function useFleetAreas(province: string | null, enabled = true) {
  return useQuery({ ...fleetAreasQueryOptions(province), enabled });
}
