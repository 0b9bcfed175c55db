import type { DeviceRow } from '@nodebao/contract';
import { useDeviceStore, type DeviceStore } from '../store';

// Other features' writes that change devices keep /device/index (the device list's own store) in
// step, through these calls instead of reaching into the store.

/** A device another screen saved: its row in the loaded list takes the new values. */
export function mergeListedDevice(row: DeviceRow): void {
  useDeviceStore.getState().mergeDevice(row);
}

/**
 * Devices another screen changed together: the loaded rows with these ids take `patch`; without ids
 * (a change by filter) the list is loaded again the next time it shows.
 */
export function patchListedDevices(
  ids: readonly number[] | null,
  patch: Parameters<DeviceStore['patchRows']>[1],
): void {
  const store = useDeviceStore.getState();
  if (ids) store.patchRows({ ids: [...ids] }, patch);
  else if (store.pagination.page > 0) store.resetStatus();
}
