// GET /api/device/config?id= — 设备运行配置（所在机柜或机房的模板）
import { queryCall } from '@/lib/query-call';
import type { DeviceConfig } from '../types';

export const deviceConfig = queryCall<DeviceConfig, number>({
  url: '/api/device/config',
  prefix: ['device', 'config'],
  params: (id) => ({ id }),
  staleTime: 60_000,
});

export const useDeviceConfig = deviceConfig.use;
