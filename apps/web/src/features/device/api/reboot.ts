// POST /api/device/reboot {ids | select_all + filter} — 批量重启（下发重启命令，设备下次上报时领取）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceSelection } from '../types';
import { postBulk } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

export function rebootDevices(selection: DeviceSelection) {
  return postBulk('/api/device/reboot', selection);
}

/** The rows do not change; an open detail shows one more pending command. */
export function useRebootDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebootDevices,
    onSuccess: () => refreshAfterDeviceWrite(queryClient, []),
  });
}
