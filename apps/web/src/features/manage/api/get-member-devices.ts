// GET /api/member/device-list?member_id=&status=&search=&page=&pageSize= — 下级会员（和自己）的设备（运营）
import { PAGE_SIZE } from '@nodebao/contract/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';
import { deviceListParams, type ManageDeviceFilter } from '../lib/device-filter';
import { nextPageOf } from '../lib/fetch-list';
import type { DeviceCount, DeviceRow, ListPage } from '../types';

/** A page of devices, with the counts of the operator's whole fleet (whatever the filter). */
export type DeviceListPage = ListPage<DeviceRow> & { count: DeviceCount };

/** Every cached device list of the manage screens: patched or refreshed after device changes. */
export const manageDevicesPrefix = ['manage', 'devices'] as const;
export const manageDevicesKey = (filter: ManageDeviceFilter, page: number, pageSize: number) =>
  [...manageDevicesPrefix, 'page', filter, page, pageSize] as const;
export const infiniteManageDevicesKey = (filter: ManageDeviceFilter) =>
  [...manageDevicesPrefix, 'infinite', filter] as const;

export async function getMemberDevices(
  filter: ManageDeviceFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<DeviceListPage> {
  // The screens show their own error block with a retry.
  const reply = await request<DeviceRow[]>('/api/member/device-list', {
    params: deviceListParams(filter, page, pageSize),
    skipErrorHandler: true,
    signal,
  });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  const count = (reply.count as DeviceCount | undefined) ?? { total: 0, online: 0, offline: 0 };
  const pages = reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: page };
  return { list: reply.data, pages, count };
}

export const manageDevicesQueryOptions = (filter: ManageDeviceFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: manageDevicesKey(filter, page, pageSize),
    queryFn: ({ signal }) => getMemberDevices(filter, page, pageSize, signal),
  });

/** One page (desktop table, SN picker); the previous answer stays on screen while the next loads. */
export function useMemberDevices(filter: ManageDeviceFilter, page: number, pageSize: number, enabled = true) {
  return useQuery({
    ...manageDevicesQueryOptions(filter, page, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const infiniteManageDevicesQueryOptions = (filter: ManageDeviceFilter) =>
  infiniteQueryOptions({
    queryKey: infiniteManageDevicesKey(filter),
    queryFn: ({ pageParam, signal }) => getMemberDevices(filter, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Pages of 20 appended as the phone list scrolls. */
export function useInfiniteMemberDevices(filter: ManageDeviceFilter, enabled = true) {
  return useInfiniteQuery({ ...infiniteManageDevicesQueryOptions(filter), enabled });
}
