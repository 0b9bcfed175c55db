// GET /api/room/list?pid= — 机房（pid 0）或某个机房的机柜（pid = 机房 id）
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { Room } from '../types';

export const roomsKey = (pid: number) => ['device', 'rooms', pid] as const;
export const roomsPrefix = ['device', 'rooms'] as const;

export function getRooms(pid: number, signal?: AbortSignal): Promise<Room[]> {
  // The picker shows its own error or empty state.
  return unwrap(
    request<Room[]>('/api/room/list', {
      params: { pid, page: 1, pageSize: MAX_PAGE_SIZE },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const roomsQueryOptions = (pid: number) =>
  queryOptions({
    queryKey: roomsKey(pid),
    queryFn: ({ signal }) => getRooms(pid, signal),
    staleTime: 60_000,
  });

/** Machine rooms with pid 0; a room's cabinets with its id; idle with null. */
export function useRooms(pid: number | null) {
  return useQuery({ ...roomsQueryOptions(pid ?? 0), enabled: pid !== null });
}
