// POST /api/device/reboot {ids | select_all + filter} — 批量重启（下发重启命令，设备下次上报时领取）
import { writeCall } from '@/lib/write-call';
import type { DeviceSelection } from '../types';
import type { BulkResult } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

/** The rows do not change; an open detail shows one more pending command. */
export const rebootDevices = writeCall<DeviceSelection, BulkResult>({
  url: '/api/device/reboot',
  after: (queryClient) => refreshAfterDeviceWrite(queryClient, []),
});
