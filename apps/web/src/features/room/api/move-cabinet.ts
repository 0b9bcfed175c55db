import type { Output, roomMoveBody } from '@nodebao/contract';
// POST /api/room/move {id, pid} — 把机柜移到同一账号的另一个机房（设备随机柜移动）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { Room } from '../types';
import { invalidateRooms } from './get-rooms';

export type MoveCabinetInput = Output<typeof roomMoveBody>;

export function moveCabinet(body: MoveCabinetInput): Promise<Room> {
  return unwrap(request<Room>('/api/room/move', { method: 'POST', data: body }));
}

/** Both rooms' counts change, and the cabinet leaves the list on screen. */
export function useMoveCabinet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCabinet, onSuccess: () => invalidateRooms(queryClient) });
}
