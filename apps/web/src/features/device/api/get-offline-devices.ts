// GET /api/device/index?status=offline — 需要关注的设备：最近离线的几台
import { deviceIndexCall } from '@nodebao/contract/calls';
import type { DeviceRow } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export const ATTENTION_LIMIT = 5;

/** The devices that went quiet most recently first (those who fell off last are the likeliest fixes). */
export const offlineDevices = queryCall<typeof deviceIndexCall, number, { list: DeviceRow[]; total: number }>(
  {
    call: deviceIndexCall,
    prefix: ['device', 'offline-preview'],
    params: (limit) => ({
      status: 'offline',
      page: 1,
      pageSize: limit,
      sort: 'last_report_at',
      order: 'desc',
    }),
    read: (reply) => ({ list: reply.data, total: reply.pages?.totalCount ?? reply.data.length }),
    staleTime: 0,
  },
);
