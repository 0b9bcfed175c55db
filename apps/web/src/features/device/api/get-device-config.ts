// GET /api/device/config?id= — 设备运行配置（所在机柜或机房的模板）
import { deviceConfigCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';
import type { DeviceConfig } from '../types';

export const deviceConfig = queryCall({
  call: deviceConfigCall,
  prefix: ['device', 'config'],
  params: (id: number) => ({ id }),
  // The contract leaves the template open (the server passes the row through): the web reads the
  // fields of DeviceTemplate from it.
  read: (reply) => reply.data as DeviceConfig,
  staleTime: 60_000,
});

export const useDeviceConfig = deviceConfig.use;
