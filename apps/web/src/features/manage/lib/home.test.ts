import { describe, expect, it } from 'vitest';
import { formatFlow } from './format';
import { roomDevicesLink, roomRows } from './home';

describe('the overview', () => {
  it('lists rooms by device count, the devices in no room last as 未上架', () => {
    const rows = roomRows([
      { room_id: null, jifang: '', total: 9, online: 0 },
      { room_id: 1, jifang: '杭州机房', total: 40, online: 30 },
      { room_id: 2, jifang: '上海机房', total: 120, online: 119 },
      { room_id: 3, jifang: '北京机房', total: 40, online: 0 },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['上海机房', '北京机房', '杭州机房', '未上架']);
    expect(rows.map((r) => r.rate)).toEqual([99, 0, 75, 0]);
    expect(rows[3]).toMatchObject({ key: 0, unplaced: true });
    expect(roomDevicesLink(rows[3]!)).toBe('/manage/device?status=uninstalled');
    expect(roomDevicesLink(rows[0]!)).toBeNull();
  });

  it('shows flow in GB below 1 TB and in TB from there, with two decimals', () => {
    expect(formatFlow(0)).toEqual({ value: '0.00', unit: 'GB' });
    expect(formatFlow(1.5 * 1024 ** 3)).toEqual({ value: '1.50', unit: 'GB' });
    expect(formatFlow(1023.99 * 1024 ** 3)).toEqual({ value: '1023.99', unit: 'GB' });
    expect(formatFlow(1023.996 * 1024 ** 3)).toEqual({ value: '1.00', unit: 'TB' });
    expect(formatFlow(1024 ** 4)).toEqual({ value: '1.00', unit: 'TB' });
    expect(formatFlow(12.346 * 1024 ** 4)).toEqual({ value: '12.35', unit: 'TB' });
    expect(formatFlow(Number.NaN)).toEqual({ value: '0.00', unit: 'GB' });
    expect(formatFlow(-5)).toEqual({ value: '0.00', unit: 'GB' });
  });
});
