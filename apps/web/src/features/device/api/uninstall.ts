// POST /api/device/uninstall {ids | select_all + filter} — 批量下架（离开机房和机柜）
import { deviceUninstallCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';
import type { DeviceSelection } from '../types';
import { refreshAfterDeviceWrite } from './refresh-after-write';

/** SPEC §4: on success the rows are dropped from the list; the counts are fetched again. */
export const uninstallDevices = writeCall<typeof deviceUninstallCall, DeviceSelection>({
  call: deviceUninstallCall,
  after: (queryClient, { affected }, selection) => {
    const store = useDeviceStore.getState();
    store.dropRows(selection, affected);
    void store.refreshCounts();
    refreshAfterDeviceWrite(queryClient, ['room']);
  },
});
