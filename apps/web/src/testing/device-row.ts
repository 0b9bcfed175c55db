import type { DeviceRow } from '@/features/device/types';

/**
 * A row of the device list for the tests: box `id` (SN NB<id>), online, of the demo operator
 * 13800000002, in no tag, room or cabinet and with nothing else known; `over` sets any field.
 */
export function deviceRow(id: number, over: Partial<DeviceRow> = {}): DeviceRow {
  return {
    id,
    sn: `NB${id}`,
    mac: '',
    name: '',
    device_type_name: '',
    member_id: 2,
    member_name: '演示运营商',
    member_mobile: '13800000002',
    member_tag_name: '',
    tag_id: null,
    tag_name: '',
    room_id: null,
    cabinet_id: null,
    jifang: '',
    jigui: '',
    room_info: '',
    isp: null,
    online: true,
    last_report_at: null,
    bound_at: null,
    installed_at: null,
    alarms: [],
    ...over,
  };
}
