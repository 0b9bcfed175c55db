// GET /api/tongji/device-money?id= — 单台设备收益（deviceIncome）：近 30 个结算日、近 12 个月、累计
import type { deviceIncomeSchema, Output } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export type DeviceIncome = Output<typeof deviceIncomeSchema>;

export const deviceIncomeKey = (id: number) => ['tongji', 'device-money', id] as const;

export function getDeviceIncome(id: number, signal?: AbortSignal): Promise<DeviceIncome> {
  // The detail shows its own error line with a retry.
  return unwrap(
    request<DeviceIncome>('/api/tongji/device-money', { params: { id }, skipErrorHandler: true, signal }),
  );
}

export function useDeviceIncome(id: number) {
  return useQuery(
    queryOptions({
      queryKey: deviceIncomeKey(id),
      queryFn: ({ signal }) => getDeviceIncome(id, signal),
      staleTime: 60_000,
    }),
  );
}
