// POST /api/device/reboot {ids | select_all + filter} — 批量重启（下发重启命令，设备下次上报时领取）
import { deviceRebootCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import type { DeviceSelection } from '../types';
import { refreshAfterDeviceWrite } from './refresh-after-write';

/** The rows do not change; an open detail shows one more pending command. */
export const rebootDevices = writeCall<typeof deviceRebootCall, DeviceSelection>({
  call: deviceRebootCall,
  after: (queryClient) => refreshAfterDeviceWrite(queryClient, []),
});
