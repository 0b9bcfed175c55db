// GET /api/tongji/device-money?id= — 单台设备收益（deviceIncome）：近 30 个结算日、近 12 个月、累计
import { tongjiDeviceMoneyCall } from '@nodebao/contract/calls';
import type { deviceIncomeSchema, Output } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export type DeviceIncome = Output<typeof deviceIncomeSchema>;

export const deviceIncome = queryCall<typeof tongjiDeviceMoneyCall, number>({
  call: tongjiDeviceMoneyCall,
  prefix: ['tongji', 'device-money'],
  params: (id) => ({ id }),
  staleTime: 60_000,
});

export const useDeviceIncome = deviceIncome.use;
