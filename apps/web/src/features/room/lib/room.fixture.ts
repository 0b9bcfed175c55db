import type { Room } from '../types';

/** A machine room as the server sends it, for tests. */
export function room(overrides: Partial<Room> = {}): Room {
  return {
    id: 3,
    pid: 0,
    name: '深圳南山电信机房',
    province_code: '440000',
    province_name: '广东省',
    city_code: '440300',
    city_name: '深圳市',
    district_code: '440305',
    district_name: '南山区',
    address: '科技园 1 栋',
    isp: 'telecom',
    bandwidth_mbps: 10_000,
    sort: 1,
    template_id: 7,
    template_name: '电信四线',
    remark: '',
    device_count: 12,
    cabinet_count: 3,
    owner_id: 2,
    owner_mobile: '13800000002',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
