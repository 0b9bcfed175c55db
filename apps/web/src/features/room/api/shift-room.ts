// POST /api/room/upper {id}、POST /api/room/down {id} — 上移、下移（22004 已经是第一个，22005 已经是最后一个）
import { writeCall } from '@/lib/write-call';
import type { ShiftDirection } from '../types';
import { invalidateRooms } from './get-rooms';

const URLS: Record<ShiftDirection, string> = { up: '/api/room/upper', down: '/api/room/down' };

/** Swaps a room (or cabinet) with its neighbour of the same owner and parent. */
export const shiftRoom = writeCall<{ id: number; direction: ShiftDirection }>({
  url: ({ direction }) => URLS[direction],
  data: ({ id }) => ({ id }),
  // Resolves once the list on screen shows the new order.
  after: (queryClient) => invalidateRooms(queryClient),
});
