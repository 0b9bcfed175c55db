// GET /api/default/map?name= — 地图 GeoJSON（China 或省份简称，如 广东），供 echarts.registerMap
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { GeoJson } from '../types';

export const CHINA_MAP = 'China';

export const mapKey = (name: string) => ['default', 'map', name] as const;

export function getMap(name: string, signal?: AbortSignal): Promise<GeoJson> {
  return unwrap(request<GeoJson>('/api/default/map', { params: { name }, skipErrorHandler: true, signal }));
}

export const mapQueryOptions = (name: string) =>
  queryOptions({
    queryKey: mapKey(name),
    queryFn: ({ signal }) => getMap(name, signal),
    // Borders do not move; the server lets the browser keep them a day too.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** `name` null: nothing asked (a province without a map of its own). */
export function useMap(name: string | null) {
  return useQuery({ ...mapQueryOptions(name ?? CHINA_MAP), enabled: name !== null });
}
