import { describe, expect, it } from 'vitest';
import { deviceListLink, deviceSearchLink, runRecordLink } from './links';

describe('dashboard links', () => {
  it('opens the device list with the status of the figure tapped', () => {
    expect(deviceListLink('total')).toBe('/device/index');
    expect(deviceListLink('online')).toBe('/device/index?status=online');
    expect(deviceListLink('offline')).toBe('/device/index?status=offline');
    expect(deviceListLink('uninstalled')).toBe('/device/index?status=uninstalled');
    // The list filters 异常 by the same definition the home counts them by.
    expect(deviceListLink('abnormal')).toBe('/device/index?status=abnormal');
  });

  it('escapes what goes into the address', () => {
    expect(deviceSearchLink('NB 1&2')).toBe('/device/index?search=NB%201%262');
    expect(runRecordLink(78, 'NB2026000078')).toBe('/account/run-record?device_id=78&sn=NB2026000078');
  });
});
