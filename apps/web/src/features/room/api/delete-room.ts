// POST /api/room/delete {id} — 删除机房或机柜（22001 还有设备，22002 还有机柜）
import { roomDeleteCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { invalidateRooms } from './get-rooms';

export const deleteRoom = writeCall<typeof roomDeleteCall, number>({
  call: roomDeleteCall,
  data: (id) => ({ id }),
  after: (queryClient) => invalidateRooms(queryClient),
});
