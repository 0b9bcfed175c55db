import type { FleetStatus } from '../types';

/**
 * Where a fleet figure leads: the device list filtered by that status (`?status=`, the list's own
 * filter values). 异常 has no list filter of its own; those devices are online, so it opens 在线.
 */
export function deviceListLink(status: FleetStatus): string {
  if (status === 'total') return '/device/index';
  if (status === 'abnormal') return '/device/index?status=online';
  return `/device/index?status=${status}`;
}

/** The device list searched for one SN. */
export function deviceSearchLink(sn: string): string {
  return `/device/index?search=${encodeURIComponent(sn)}`;
}

/** One device's days in the run log. */
export function runRecordLink(deviceId: number, sn: string): string {
  return `/account/run-record?device_id=${deviceId}&sn=${encodeURIComponent(sn)}`;
}
