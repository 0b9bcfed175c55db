// GET /api/room/list?pid=0（全部页）— 我能看到的全部机房：机柜移入的目标、选择机房看机柜
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '../types';
import { fetchAllPages } from './fetch-all';

export const machineRoomsKey = ['room', 'all-rooms'] as const;

export function getMachineRooms(signal?: AbortSignal): Promise<Room[]> {
  return fetchAllPages<Room>('/api/room/list', { pid: 0 }, signal);
}

export const machineRoomsQueryOptions = () =>
  queryOptions({
    queryKey: machineRoomsKey,
    queryFn: ({ signal }) => getMachineRooms(signal),
    staleTime: 30_000,
  });

/** The rooms a cabinet of `cabinet.pid` owned by `owner_id` may move to: the same owner's other rooms. */
export function moveTargetsOf(rooms: readonly Room[], cabinet: Pick<Room, 'pid' | 'owner_id'>): Room[] {
  return rooms.filter((r) => r.owner_id === cabinet.owner_id && r.id !== cabinet.pid);
}

export function useMachineRooms(enabled = true) {
  return useQuery({ ...machineRoomsQueryOptions(), enabled });
}
