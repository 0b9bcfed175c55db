// GET /api/device/manage — 各机房的设备数和在线数（room_id 为 null：未上架）
import { queryCall } from '@/lib/query-call';
import type { RoomDeviceCount } from '../types';

export const roomDeviceCounts = queryCall<RoomDeviceCount[]>({
  url: '/api/device/manage',
  prefix: ['manage', 'room-devices'],
});
