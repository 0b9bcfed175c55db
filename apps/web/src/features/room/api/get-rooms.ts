// GET /api/room/list?pid=&keyword=&page=&pageSize= — 机房列表（pid 0）或某个机房的机柜列表，含 roomCount、childrenCount
import { PAGE_SIZE } from '@nodebao/contract/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';
import type { Pages, Room } from '../types';
import { roomInfoPrefix } from './get-room';
import { roomsUnderPrefix } from './get-machine-rooms';

export type RoomListFilter = { pid: number; keyword: string };
export type RoomPage = { list: Room[]; pages: Pages; roomCount: number; childrenCount: number };

export const roomListPrefix = ['room', 'list'] as const;
const roomListKey = ({ pid, keyword }: RoomListFilter) => ['room', 'list', pid, keyword.trim()] as const;

/** One page of rooms (or of a room's cabinets), in their sort order. The screens show failures. */
export async function getRoomPage(
  { pid, keyword }: RoomListFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RoomPage> {
  const reply = await request<Room[]>('/api/room/list', {
    params: { pid, keyword: keyword.trim() || undefined, page, pageSize },
    skipErrorHandler: true,
    signal,
  });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return {
    list: reply.data,
    pages: reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: 1 },
    roomCount: typeof reply.roomCount === 'number' ? reply.roomCount : 0,
    childrenCount: typeof reply.childrenCount === 'number' ? reply.childrenCount : 0,
  };
}

/** A page at a time (the desktop table). */
export const roomPageQueryOptions = (filter: RoomListFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...roomListKey(filter), { page, pageSize }],
    queryFn: ({ signal }) => getRoomPage(filter, page, pageSize, signal),
    staleTime: 0,
  });

export function useRoomPage(filter: RoomListFilter, page: number, pageSize: number, enabled = true) {
  return useQuery({
    ...roomPageQueryOptions(filter, page, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Pages appended as the list scrolls (phones). */
export const roomPagesQueryOptions = (filter: RoomListFilter) =>
  infiniteQueryOptions({
    queryKey: [...roomListKey(filter), 'scroll'],
    queryFn: ({ signal, pageParam }) => getRoomPage(filter, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pages.page < last.pages.pageCount ? last.pages.page + 1 : undefined),
    staleTime: 0,
  });

export function useRoomPages(filter: RoomListFilter, enabled = true) {
  return useInfiniteQuery({ ...roomPagesQueryOptions(filter), enabled });
}

/**
 * After a room or cabinet changed: the lists, the open room and the move targets are fetched again.
 * Resolves once the lists on screen have their new order.
 */
export function invalidateRooms(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [roomListPrefix, roomInfoPrefix, roomsUnderPrefix].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
