// POST /api/member/remove-device {ids | select_all + filter} — 从账号移除（解绑）设备
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import type { BulkResult } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

/** SPEC §4: on success the rows are dropped; the counts of tags, rooms and members change too. */
export const removeDevices = writeCall<DeviceSelection, BulkResult>({
  url: '/api/member/remove-device',
  after: (queryClient, { affected }, selection) => {
    const store = useDeviceStore.getState();
    store.dropRows(selection, affected);
    void store.refreshCounts();
    refreshAfterDeviceWrite(queryClient, ['room', 'tag', 'holder']);
  },
});
