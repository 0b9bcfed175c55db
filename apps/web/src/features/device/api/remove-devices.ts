// POST /api/member/remove-device {ids | select_all + filter} — 从账号移除（解绑）设备
import { memberRemoveDeviceCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import { refreshAfterDeviceWrite } from './refresh-after-write';

/** SPEC §4: on success the rows are dropped; the counts of tags, rooms and members change too. */
export const removeDevices = writeCall<typeof memberRemoveDeviceCall, DeviceSelection>({
  call: memberRemoveDeviceCall,
  after: (queryClient, { affected }, selection) => {
    const store = useDeviceStore.getState();
    store.dropRows(selection, affected);
    void store.refreshCounts();
    refreshAfterDeviceWrite(queryClient, ['room', 'tag', 'holder']);
  },
});
