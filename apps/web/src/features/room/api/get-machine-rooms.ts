// GET /api/room/list?pid=（全部页）— 我能看到的全部机房（pid 0），或某个机房的全部机柜（pid = 机房 id）：
// 各处的选择器（机柜移入的目标、上架到机房/机柜、模板应用到的机房）都读这一份
import { roomListCall } from '@nodebao/contract/calls';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/list/fetch-all';
import type { Room } from '../types';

export const roomsUnderPrefix = ['room', 'all-rooms'] as const;
export const roomsUnderKey = (pid: number) => [...roomsUnderPrefix, pid] as const;

export function getRoomsUnder(pid: number, signal?: AbortSignal): Promise<Room[]> {
  return fetchAllPages<Room>(roomListCall.path, { pid }, signal);
}

export const roomsUnderQueryOptions = (pid: number) =>
  queryOptions({
    queryKey: roomsUnderKey(pid),
    queryFn: ({ signal }) => getRoomsUnder(pid, signal),
    staleTime: 30_000,
  });

/** The machine rooms (pid 0) or a room's cabinets; idle with null. */
export function useRoomsUnder(pid: number | null) {
  return useQuery({ ...roomsUnderQueryOptions(pid ?? 0), enabled: pid !== null });
}

/** All machine rooms the caller sees, while `enabled`. */
export function useMachineRooms(enabled = true) {
  return useRoomsUnder(enabled ? 0 : null);
}

/** The rooms a cabinet of `cabinet.pid` owned by `owner_id` may move to: the same owner's other rooms. */
export function moveTargetsOf(rooms: readonly Room[], cabinet: Pick<Room, 'pid' | 'owner_id'>): Room[] {
  return rooms.filter((r) => r.owner_id === cabinet.owner_id && r.id !== cabinet.pid);
}

/** After a write that changes rooms or what is in them (devices racked, taken down, removed). */
export function invalidateRoomPickers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: roomsUnderPrefix });
}
