// POST /api/member/update-device {id, name?, isp?} — 修改设备备注名（运营商还可改运营商）；回复为重新读取的设备详情
import { memberUpdateDeviceCall } from '@nodebao/contract/calls';
import type { UpdateDeviceBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';
import { deviceInfo } from './get-device-info';

/**
 * The one writer of a device's name and ISP: the device detail and 设备管理 both call it. SPEC §4: the
 * device is fetched again (the reply) and merged into the list.
 */
export const updateDevice = writeCall<typeof memberUpdateDeviceCall, UpdateDeviceBody>({
  call: memberUpdateDeviceCall,
  after: (queryClient, info) => {
    queryClient.setQueryData(deviceInfo.key(info.id), info);
    const { status: _status, pending_commands: _pending, ...row } = info;
    useDeviceStore.getState().mergeDevice(row);
  },
});
