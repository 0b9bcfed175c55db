// GET /api/device/main — 设备总览（全部、在线、离线、未上架、异常，今日与昨日上行流量）：首页与管理概览共用
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { FleetSummary } from '@nodebao/contract';

export const fleetSummaryKey = ['device', 'main'] as const;

export function getFleetSummary(signal?: AbortSignal): Promise<FleetSummary> {
  // The home and the management overview show their own error or mark: no toast, no redirect.
  return unwrap(request<FleetSummary>('/api/device/main', { skipErrorHandler: true, signal }));
}

export const fleetSummaryQueryOptions = () =>
  queryOptions({
    queryKey: fleetSummaryKey,
    queryFn: ({ signal }) => getFleetSummary(signal),
    // Counts and today's flow move all day: coming back to the page asks again (an answer of the
    // last 3 s, which the home's prefetch asked for as the navigation started, is not asked twice).
    staleTime: 3_000,
  });

export function useFleetSummary() {
  return useQuery(fleetSummaryQueryOptions());
}
