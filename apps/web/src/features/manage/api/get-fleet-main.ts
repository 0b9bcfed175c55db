// GET /api/device/main — 设备总览：总数、在线、离线、未上架、异常，今日和昨日上行流量（字节）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { FleetMain } from '../types';

export const fleetMainKey = ['manage', 'fleet-main'] as const;

export function getFleetMain(signal?: AbortSignal): Promise<FleetMain> {
  return unwrap(request<FleetMain>('/api/device/main', { skipErrorHandler: true, signal }));
}

export const fleetMainQueryOptions = () =>
  queryOptions({ queryKey: fleetMainKey, queryFn: ({ signal }) => getFleetMain(signal) });

export function useFleetMain() {
  return useQuery(fleetMainQueryOptions());
}
