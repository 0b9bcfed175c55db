// GET /api/tongji/flow?timeType=today|yesterday|month&device_id= — 单台设备带宽：今天/昨天每 5 分钟的上行速率，或本月每天的流量与 95 值
import type { flowReply, Output } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export type DeviceFlow = Output<typeof flowReply>['data'];
/** SPEC §4: flow is kept by time type. */
export type FlowRange = 'today' | 'yesterday' | 'month';

export const deviceFlowKey = (id: number, range: FlowRange) => ['tongji', 'flow', id, range] as const;

export function getDeviceFlow(id: number, range: FlowRange, signal?: AbortSignal): Promise<DeviceFlow> {
  return unwrap(
    request<DeviceFlow>('/api/tongji/flow', {
      params: { timeType: range, device_id: id },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export function useDeviceFlow(id: number, range: FlowRange) {
  return useQuery(
    queryOptions({
      queryKey: deviceFlowKey(id, range),
      queryFn: ({ signal }) => getDeviceFlow(id, range, signal),
      // Today's curve grows every five minutes; the settled days do not change.
      staleTime: range === 'today' ? 60_000 : 10 * 60_000,
    }),
  );
}
