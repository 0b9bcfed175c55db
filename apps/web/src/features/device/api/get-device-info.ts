// GET /api/device/info?id= — 设备详情（设备信息、最近一次上报的运行状态、待执行命令数）
import { queryCall } from '@/lib/query-call';
import type { DeviceInfo } from '../types';

export const deviceInfo = queryCall<DeviceInfo, number>({
  url: '/api/device/info',
  prefix: ['device', 'info'],
  params: (id) => ({ id }),
  staleTime: 10_000,
});

/** Idle while no device is open (id null). */
export const useDeviceInfo = deviceInfo.use;
