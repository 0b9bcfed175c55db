// GET /api/device/index?search= — 按 SN 或名称找设备（运行记录的设备筛选）
import { deviceIndexCall } from '@nodebao/contract/calls';
import type { DeviceRow } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryCall } from '@/lib/query-call';

export type DeviceMatch = Pick<DeviceRow, 'id' | 'sn' | 'name' | 'online'>;

/** The first 20 devices whose SN, name or MAC matches a trimmed search (every device for ''), by SN. */
export const deviceSearch = queryCall<typeof deviceIndexCall, string, DeviceMatch[]>({
  call: deviceIndexCall,
  prefix: ['device', 'search'],
  params: (search) => ({
    search: search || undefined,
    page: 1,
    pageSize: PAGE_SIZE,
    sort: 'sn',
    order: 'asc',
  }),
  read: (reply) => reply.data.map(({ id, sn, name, online }) => ({ id, sn, name, online })),
  staleTime: 60_000,
});

/** While the picker is open; the previous matches stay while the next search is on its way. */
export function useDeviceSearch(search: string, enabled: boolean) {
  return useQuery({ ...deviceSearch.options(search.trim()), enabled, placeholderData: keepPreviousData });
}
