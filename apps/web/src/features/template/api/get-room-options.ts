// GET /api/room/list?pid=0 — 可以应用模板的机房（含各自当前的模板）
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room, RoomOption } from '../types';
import { fetchAllPages } from './fetch-all';

export const roomOptionsKey = ['template', 'rooms'] as const;

export async function getRoomOptions(signal?: AbortSignal): Promise<RoomOption[]> {
  const rooms = await fetchAllPages<Room>('/api/room/list', { pid: 0 }, signal);
  return rooms.map(({ id, name, template_id, template_name, device_count }) => ({
    id,
    name,
    template_id,
    template_name,
    device_count,
  }));
}

export const roomOptionsQueryOptions = () =>
  queryOptions({
    queryKey: roomOptionsKey,
    queryFn: ({ signal }) => getRoomOptions(signal),
    // Which room uses which template decides what the form sends: never trust an old answer.
    staleTime: 0,
  });

export function useRoomOptions() {
  return useQuery(roomOptionsQueryOptions());
}
