// GET /api/member/device-list?member_id=&status=&search=&page=&pageSize= — 下级会员（和自己）的设备（运营）
import { type CallReply, memberDeviceListCall } from '@nodebao/contract/calls';
import { listCall } from '@/lib/list/list-call';
import { toListPage } from '@/lib/list/paged-list';
import { request } from '@/lib/request';
import { deviceListParams, type ManageDeviceFilter } from '../lib/device-filter';
import type { DeviceCount, DeviceRow, ListPage } from '../types';

/** A page of devices, with the counts of the operator's whole fleet (whatever the filter). */
export type DeviceListPage = ListPage<DeviceRow> & { count: DeviceCount };

/** Every cached device list of the manage screens: patched or refreshed after device changes. */
export const memberDevices = listCall({
  prefix: ['manage', 'devices'],
  fetchPage: async (filter: ManageDeviceFilter, page, pageSize, signal): Promise<DeviceListPage> => {
    const reply = await request<CallReply<typeof memberDeviceListCall>>(memberDeviceListCall.path, {
      params: deviceListParams(filter, page, pageSize),
      skipErrorHandler: true,
      signal,
    });
    const count = (reply.count as DeviceCount | undefined) ?? { total: 0, online: 0, offline: 0 };
    return { ...toListPage(reply, page, pageSize), count };
  },
});

export const manageDevicesPrefix = memberDevices.prefix;
/** One page (desktop table, SN picker); pages of 20 appended as the phone list scrolls. */
export const { usePage: useMemberDevices, useScroll: useInfiniteMemberDevices } = memberDevices;
