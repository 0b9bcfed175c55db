// POST /api/room/save — 新建（无 id）或修改（有 id，只改传入的字段）机房；带 pid 时是机柜
import { roomSaveCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import type { RoomSaveBody } from '../types';
import { roomInfo } from './get-room';
import { invalidateRooms } from './get-rooms';
import { templatePrefix } from './get-templates';

/** The reply is the saved room as the server now shows it; the lists and template counts follow. */
export const saveRoom = writeCall<typeof roomSaveCall, RoomSaveBody>({
  call: roomSaveCall,
  after: async (queryClient, room) => {
    queryClient.setQueryData(roomInfo.key(room.id), room);
    // Templates count the rooms that use them.
    void queryClient.invalidateQueries({ queryKey: templatePrefix });
    await invalidateRooms(queryClient);
  },
});
