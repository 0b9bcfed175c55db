// POST /api/room/move {id, pid} — 把机柜移到同一账号的另一个机房（设备随机柜移动）
import { roomMoveCall } from '@nodebao/contract/calls';
import type { Output, roomMoveBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { invalidateRooms } from './get-rooms';

export const moveCabinet = writeCall<typeof roomMoveCall, Output<typeof roomMoveBody>>({
  call: roomMoveCall,
  // Both rooms' counts change, and the cabinet leaves the list on screen.
  after: (queryClient) => invalidateRooms(queryClient),
});
