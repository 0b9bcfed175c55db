// GET /api/room/list?pid=&keyword=&page=&pageSize= — 机房列表（pid 0）或某个机房的机柜列表，含 roomCount、childrenCount
import { roomListCall } from '@nodebao/contract/calls';
import type { QueryClient } from '@tanstack/react-query';
import { listCall } from '@/lib/list/list-call';
import { requestCall } from '@/lib/call-request';
import type { Pages, Room } from '../types';
import { roomInfo } from './get-room';
import { roomsUnderPrefix } from './get-machine-rooms';

export type RoomListFilter = { pid: number; keyword: string };
export type RoomPage = { list: Room[]; pages: Pages; roomCount: number; childrenCount: number };

export const roomListPrefix = ['room', 'list'] as const;

/** One page of rooms (or of a room's cabinets), in their sort order. The screens show failures. */
export async function getRoomPage(
  { pid, keyword }: RoomListFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RoomPage> {
  const reply = await requestCall(roomListCall, {
    params: { pid, keyword: keyword.trim() || undefined, page, pageSize },
    skipErrorHandler: true,
    signal,
  });
  return {
    list: reply.data,
    pages: reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: 1 },
    roomCount: typeof reply.roomCount === 'number' ? reply.roomCount : 0,
    childrenCount: typeof reply.childrenCount === 'number' ? reply.childrenCount : 0,
  };
}

/** The rooms (pid 0) or a room's cabinets: a page at a time on desktops, appended as a phone scrolls. */
export const roomList = listCall({
  prefix: roomListPrefix,
  fetchPage: (filter: RoomListFilter, page, pageSize, signal) =>
    getRoomPage({ pid: filter.pid, keyword: filter.keyword.trim() }, page, pageSize, signal),
  staleTime: 0,
});

export const { usePage: useRoomPage, useScroll: useRoomPages } = roomList;

/**
 * After a room or cabinet changed: the lists, the open room and the move targets are fetched again.
 * Resolves once the lists on screen have their new order.
 */
export function invalidateRooms(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [roomListPrefix, roomInfo.prefix, roomsUnderPrefix].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
