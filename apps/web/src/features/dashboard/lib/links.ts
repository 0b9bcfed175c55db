import type { FleetStatus } from '../types';

/**
 * Where a fleet figure leads: the device list filtered by that status (`?status=`, the list's own
 * filter values, 异常 included: the same definition counts and filters them).
 */
export function deviceListLink(status: FleetStatus): string {
  if (status === 'total') return '/device/index';
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
