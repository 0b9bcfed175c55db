// GET /api/device/manage — 各机房的设备数和在线数（room_id 为 null：未上架）
import { deviceManageCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const roomDeviceCounts = queryCall<typeof deviceManageCall>({
  call: deviceManageCall,
  prefix: ['manage', 'room-devices'],
});
