// POST /api/device/uninstall {ids | select_all + filter} — 批量下架（离开机房和机柜）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import { postBulk } from './bulk';
import { deviceConfigPrefix } from './get-device-config';
import { deviceInfoPrefix } from './get-device-info';
import { invalidateRooms } from '@/features/room/api/get-rooms';

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
      // Rooms count their devices: the room screens and every room picker read again.
      void invalidateRooms(queryClient);
      void queryClient.invalidateQueries({ queryKey: deviceInfoPrefix });
      void queryClient.invalidateQueries({ queryKey: deviceConfigPrefix });
    },
  });
}
