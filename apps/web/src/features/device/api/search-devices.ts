// GET /api/device/index?search= — 按 SN 或名称找设备（运行记录的设备筛选）
import type { DeviceRow } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';

export type DeviceMatch = Pick<DeviceRow, 'id' | 'sn' | 'name' | 'online'>;

export const deviceSearchKey = (search: string) => ['device', 'search', search] as const;

/** The first 20 devices whose SN, name or MAC matches (every device when the search is empty), by SN. */
export async function searchDevices(search: string, signal?: AbortSignal): Promise<DeviceMatch[]> {
  const reply = await request<DeviceRow[]>('/api/device/index', {
    params: { search: search || undefined, page: 1, pageSize: PAGE_SIZE, sort: 'sn', order: 'asc' },
    skipErrorHandler: true,
    signal,
  });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return reply.data.map(({ id, sn, name, online }) => ({ id, sn, name, online }));
}

export const deviceSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: deviceSearchKey(search.trim()),
    queryFn: ({ signal }) => searchDevices(search.trim(), signal),
    staleTime: 60_000,
  });

/** While the picker is open; the previous matches stay while the next search is on its way. */
export function useDeviceSearch(search: string, enabled: boolean) {
  return useQuery({ ...deviceSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
