// GET /api/room/info?id= — 机房或机柜详情
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { Room } from '../types';

export const roomInfoPrefix = ['room', 'info'] as const;
export const roomKey = (id: number) => ['room', 'info', id] as const;

/** A room the caller may not see answers like a missing one (a BusinessError): the page says so. */
export function getRoom(id: number, signal?: AbortSignal): Promise<Room> {
  return unwrap(request<Room>('/api/room/info', { params: { id }, skipErrorHandler: true, signal }));
}

export const roomQueryOptions = (id: number) =>
  queryOptions({ queryKey: roomKey(id), queryFn: ({ signal }) => getRoom(id, signal), staleTime: 0 });

/** Idle with id null. */
export function useRoom(id: number | null) {
  return useQuery({ ...roomQueryOptions(id ?? 0), enabled: id !== null });
}
