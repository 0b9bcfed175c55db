// GET /api/device/index — 设备列表（搜索、状态、标签筛选，默认按机房倒序，每页 100）
import { deviceIndexCall } from '@nodebao/contract/calls';
import { DEVICE_PAGE_SIZE } from '@nodebao/contract/limits';
import { requestCall } from '@/lib/call-request';
import type { RequestParams } from '@/lib/request';
import type { DeviceCount, DeviceRow, DeviceSortField, DeviceStatusFilter, Pages } from '../types';

/**
 * deviceRequest of SPEC §3. `flag` counts the changes of the request (a new filter, a refresh, a
 * reset): a reply asked for under an older flag is dropped, so a slow page never lands in a newer list.
 */
export interface DeviceRequest {
  search: string;
  /** null: every status. */
  status: DeviceStatusFilter | null;
  /** 0: every tag. */
  tag_id: number;
  /** Page size (SPEC §9: 100). */
  limit: number;
  sort: DeviceSortField;
  order: 'asc' | 'desc';
  flag: number;
}

/** SPEC §9: 100 a page, sorted by room_info descending. */
export const initialDeviceRequest: DeviceRequest = {
  search: '',
  status: null,
  tag_id: 0,
  limit: DEVICE_PAGE_SIZE,
  sort: 'room_info',
  order: 'desc',
  flag: 0,
};

export type DevicePage = { list: DeviceRow[]; pages: Pages; count: DeviceCount };

/** The query string of one page: the defaults (no search, every status, every tag) are left out. */
export function deviceListParams(req: DeviceRequest, page: number): RequestParams {
  const search = req.search.trim();
  return {
    search: search || undefined,
    status: req.status ?? undefined,
    tag_id: req.tag_id || undefined,
    page,
    pageSize: req.limit,
    sort: req.sort,
    order: req.order,
  };
}

/**
 * One page of devices. The list lives in the device store (SPEC §3's state, appended page by page),
 * not in react-query's cache, so this call has no query key. The page shows its own error block with
 * a retry, hence no toast.
 */
export async function getDevices(
  req: DeviceRequest,
  page: number,
  signal?: AbortSignal,
): Promise<DevicePage> {
  const reply = await requestCall(deviceIndexCall, {
    params: deviceListParams(req, page),
    skipErrorHandler: true,
    signal,
  });
  const count = (reply.count as DeviceCount | undefined) ?? { total: 0, online: 0, offline: 0 };
  const pages = reply.pages ?? { page, pageSize: req.limit, totalCount: reply.data.length, pageCount: page };
  return { list: reply.data, pages, count };
}
