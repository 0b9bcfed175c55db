import { describe, expect, it } from 'vitest';
import {
  deviceListParams,
  idParam,
  isDeviceFiltered,
  readAddress,
  selectionOf,
  toSearchParams,
} from './device-filter';
import { isUserFiltered, parsePage, parseUserFilter, userFilterParams } from './user-filter';

describe('the filters in the address', () => {
  it('reads only positive integer ids', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBe(0);
    expect(idParam('-3')).toBe(0);
    expect(idParam('1e3')).toBe(0);
    expect(idParam('99999999999')).toBe(0);
    expect(idParam(null)).toBe(0);
  });

  it('reads /manage/device?member_id= (查看设备 from the member list) and drops unknown values', () => {
    const state = readAddress(new URLSearchParams('member_id=5&status=bogus&search=%20NB01%20&action=x'));
    expect(state).toEqual({
      tab: 'devices',
      member_id: 5,
      status: null,
      search: 'NB01',
      device_id: 0,
      action: null,
    });
    expect(isDeviceFiltered(state)).toBe(true);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const state = {
      tab: 'records' as const,
      member_id: 0,
      status: 'offline' as const,
      search: '',
      device_id: 9,
      action: 'install' as const,
    };
    const params = toSearchParams(state);
    expect(params.toString()).toBe('tab=records&status=offline&device_id=9&action=install');
    expect(readAddress(params)).toEqual(state);
    expect(
      toSearchParams({ ...state, tab: 'devices', status: null, device_id: 0, action: null }).toString(),
    ).toBe('');
  });

  it('asks the device list for the filter, leaving the defaults out', () => {
    expect(deviceListParams({ member_id: 3, status: null, search: ' ' }, 2, 50)).toEqual({
      member_id: 3,
      status: undefined,
      search: undefined,
      page: 2,
      pageSize: 50,
    });
  });

  it('a select-all acts on the filter (member included), otherwise on the ids', () => {
    const filter = { member_id: 3, status: 'online' as const, search: '' };
    expect(selectionOf(false, [4, 5], filter)).toEqual({ ids: [4, 5] });
    expect(selectionOf(true, [4, 5], filter)).toEqual({
      select_all: true,
      filter: { member_id: 3, status: 'online', search: undefined },
    });
  });

  it('keeps the member list filter and page in the address', () => {
    const filter = parseUserFilter(new URLSearchParams('keyword=张&member_tag_id=4&status=disabled&page=3'));
    expect(filter).toEqual({ keyword: '张', member_tag_id: 4, status: 'disabled' });
    expect(parsePage(new URLSearchParams('page=3'))).toBe(3);
    expect(parsePage(new URLSearchParams('page=0'))).toBe(1);
    expect(userFilterParams(filter, 3).toString()).toBe(
      'keyword=%E5%BC%A0&member_tag_id=4&status=disabled&page=3',
    );
    expect(isUserFiltered(parseUserFilter(new URLSearchParams('status=paused')))).toBe(false);
  });
});
