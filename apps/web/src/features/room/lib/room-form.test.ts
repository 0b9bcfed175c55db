import { describe, expect, it } from 'vitest';
import { room } from './room.fixture';
import {
  bandwidthRules,
  NEW_ROOM,
  parseBandwidth,
  roomFormValuesOf,
  toCabinetRequest,
  toRoomRequest,
} from './room-form';

describe('toRoomRequest', () => {
  it('maps a new room: the area path to its three codes, text trimmed, bandwidth parsed, no id', () => {
    expect(
      toRoomRequest({
        name: '  上海机房 ',
        area: ['310000', '310100', '310115'],
        address: ' 张江路 ',
        isp: 'unicom',
        bandwidth: '2000',
        template_id: 4,
        remark: ' 二楼 ',
      }),
    ).toEqual({
      name: '上海机房',
      province_code: '310000',
      city_code: '310100',
      district_code: '310115',
      address: '张江路',
      isp: 'unicom',
      bandwidth_mbps: 2000,
      template_id: 4,
      remark: '二楼',
    });
  });

  it('sends null for what is not chosen, so an edit clears it, and 0 for no bandwidth', () => {
    expect(toRoomRequest({ ...NEW_ROOM, name: '空机房' }, 9)).toEqual({
      id: 9,
      name: '空机房',
      province_code: null,
      city_code: null,
      district_code: null,
      address: '',
      isp: null,
      bandwidth_mbps: 0,
      template_id: null,
      remark: '',
    });
  });

  it('sends a place of two levels with no district', () => {
    const body = toRoomRequest({ ...NEW_ROOM, name: 'x', area: ['440000', '441900'] });
    expect(body).toMatchObject({ province_code: '440000', city_code: '441900', district_code: null });
  });

  it('round-trips a room through the form unchanged', () => {
    const r = room();
    expect(toRoomRequest(roomFormValuesOf(r), r.id)).toEqual({
      id: 3,
      name: r.name,
      province_code: '440000',
      city_code: '440300',
      district_code: '440305',
      address: r.address,
      isp: 'telecom',
      bandwidth_mbps: 10_000,
      template_id: 7,
      remark: '',
    });
  });
});

describe('roomFormValuesOf', () => {
  it('leaves unset codes out of the area path and shows no bandwidth as empty', () => {
    const values = roomFormValuesOf(
      room({ city_code: null, district_code: null, bandwidth_mbps: 0, isp: null }),
    );
    expect(values.area).toEqual(['440000']);
    expect(values.bandwidth).toBe('');
    expect(values.isp).toBeNull();
  });
});

describe('toCabinetRequest', () => {
  it('creates a cabinet under its room', () => {
    expect(toCabinetRequest({ name: ' A01 ', remark: '' }, { pid: 3 })).toEqual({
      pid: 3,
      name: 'A01',
      remark: '',
    });
  });

  it('edits a cabinet by id without touching its room', () => {
    expect(toCabinetRequest({ name: 'A02', remark: ' 靠窗 ' }, { id: 11 })).toEqual({
      id: 11,
      name: 'A02',
      remark: '靠窗',
    });
  });
});

describe('bandwidth', () => {
  it('takes whole Mbps from 0 to 1,000,000, empty meaning 0', () => {
    expect(parseBandwidth('')).toBe(0);
    expect(parseBandwidth(' 1000 ')).toBe(1000);
    expect(parseBandwidth('1000000')).toBe(1_000_000);
    expect(parseBandwidth('1000001')).toBeNull();
    expect(parseBandwidth('10.5')).toBeNull();
    expect(parseBandwidth('-5')).toBeNull();
  });

  it('refuses anything else with a Chinese message', async () => {
    await expect(bandwidthRules[0]?.validator({}, 'abc')).rejects.toThrow('请输入 0–1000000 的整数');
    await expect(bandwidthRules[0]?.validator({}, '100')).resolves.toBeUndefined();
  });
});
