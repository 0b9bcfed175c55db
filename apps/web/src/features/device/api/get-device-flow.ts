// GET /api/tongji/flow?timeType=today|yesterday|month&device_id= — 单台设备带宽：今天/昨天每 5 分钟的上行速率，或本月每天的流量与 95 值
import { tongjiFlowCall } from '@nodebao/contract/calls';
import type { flowReply, Output } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export type DeviceFlow = Output<typeof flowReply>['data'];
/** SPEC §4: flow is kept by time type. */
export type FlowRange = 'today' | 'yesterday' | 'month';

export const deviceFlow = queryCall<typeof tongjiFlowCall, { id: number; range: FlowRange }>({
  call: tongjiFlowCall,
  prefix: ['tongji', 'flow'],
  params: ({ id, range }) => ({ timeType: range, device_id: id }),
  // Today's curve grows every five minutes; the settled days do not change.
  staleTime: ({ range }) => (range === 'today' ? 60_000 : 10 * 60_000),
});

export const useDeviceFlow = (id: number, range: FlowRange) => deviceFlow.use({ id, range });
