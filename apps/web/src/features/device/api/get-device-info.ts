// GET /api/device/info?id= — 设备详情（设备信息、最近一次上报的运行状态、待执行命令数）
import { deviceInfoCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const deviceInfo = queryCall<typeof deviceInfoCall, number>({
  call: deviceInfoCall,
  prefix: ['device', 'info'],
  params: (id) => ({ id }),
  staleTime: 10_000,
});

/** Idle while no device is open (id null). */
export const useDeviceInfo = deviceInfo.use;
