// POST /api/room/save — 新建（无 id）或修改（有 id，只改传入的字段）机房；带 pid 时是机柜
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { Room, RoomSaveBody } from '../types';
import { roomInfo } from './get-room';
import { invalidateRooms } from './get-rooms';
import { templatePrefix } from './get-templates';

/** A refusal (422 naming the field, 22003 a cabinet under a cabinet…) is toasted and thrown. */
export function saveRoom(body: RoomSaveBody): Promise<Room> {
  return unwrap(request<Room>('/api/room/save', { method: 'POST', data: body }));
}

/** The reply is the saved room as the server now shows it; the lists and template counts follow. */
export function useSaveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoom,
    onSuccess: async (room) => {
      queryClient.setQueryData(roomInfo.key(room.id), room);
      // Templates count the rooms that use them.
      void queryClient.invalidateQueries({ queryKey: templatePrefix });
      await invalidateRooms(queryClient);
    },
  });
}
