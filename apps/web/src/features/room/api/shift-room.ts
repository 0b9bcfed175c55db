// POST /api/room/upper {id}、POST /api/room/down {id} — 上移、下移（22004 已经是第一个，22005 已经是最后一个）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { ShiftDirection } from '../types';
import { invalidateRooms } from './get-rooms';

export type ShiftRoomInput = { id: number; direction: ShiftDirection };

const URLS: Record<ShiftDirection, string> = { up: '/api/room/upper', down: '/api/room/down' };

/** Swaps a room (or cabinet) with its neighbour of the same owner and parent. */
export function shiftRoom({ id, direction }: ShiftRoomInput): Promise<null> {
  return unwrap(request<null>(URLS[direction], { method: 'POST', data: { id } }));
}

/** Resolves once the list on screen shows the new order. */
export function useShiftRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shiftRoom, onSuccess: () => invalidateRooms(queryClient) });
}
