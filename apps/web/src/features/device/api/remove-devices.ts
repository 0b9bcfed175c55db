// POST /api/member/remove-device {ids | select_all + filter} — 从账号移除（解绑）设备
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import { postBulk } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

export function removeDevices(selection: DeviceSelection) {
  return postBulk('/api/member/remove-device', selection);
}

/** SPEC §4: on success the rows are dropped; the counts of tags, rooms and members change too. */
export function useRemoveDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevices,
    onSuccess: ({ affected }, selection) => {
      const store = useDeviceStore.getState();
      store.dropRows(selection, affected);
      void store.refreshCounts();
      refreshAfterDeviceWrite(queryClient, ['room', 'tag', 'holder']);
    },
  });
}
