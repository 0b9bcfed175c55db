// POST /api/member/remove-device {ids | select_all + filter} — 从账号移除（解绑）设备
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import { postBulk } from './bulk';
import { allocatableMembersPrefix } from './get-members';
import { invalidateRooms } from '@/features/room/api/get-rooms';
import { deviceTagsKey } from './get-tags';

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
      for (const queryKey of [deviceTagsKey, allocatableMembersPrefix]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      // Rooms count their devices: the room screens and every room picker read again.
      void invalidateRooms(queryClient);
    },
  });
}
