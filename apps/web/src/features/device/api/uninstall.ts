// POST /api/device/uninstall {ids | select_all + filter} — 批量下架（离开机房和机柜）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import { postBulk } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

export function uninstallDevices(selection: DeviceSelection) {
  return postBulk('/api/device/uninstall', selection);
}

/** SPEC §4: on success the rows are dropped from the list; the counts are fetched again. */
export function useUninstallDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uninstallDevices,
    onSuccess: ({ affected }, selection) => {
      const store = useDeviceStore.getState();
      store.dropRows(selection, affected);
      void store.refreshCounts();
      refreshAfterDeviceWrite(queryClient, ['room']);
    },
  });
}
