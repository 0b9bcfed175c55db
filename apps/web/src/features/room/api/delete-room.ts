// POST /api/room/delete {id} — 删除机房或机柜（22001 还有设备，22002 还有机柜）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { invalidateRooms } from './get-rooms';

/** The server's refusal (22001 / 22002) is toasted by the request client, then thrown. */
export function deleteRoom(id: number): Promise<null> {
  return unwrap(request<null>('/api/room/delete', { method: 'POST', data: { id } }));
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => invalidateRooms(queryClient) });
}
