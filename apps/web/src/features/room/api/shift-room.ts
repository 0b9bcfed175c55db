// POST /api/room/upper {id}、POST /api/room/down {id} — 上移、下移（22004 已经是第一个，22005 已经是最后一个）
import { roomDownCall, roomUpperCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import type { ShiftDirection } from '../types';
import { invalidateRooms } from './get-rooms';

const CALLS = { up: roomUpperCall, down: roomDownCall } as const;

/** Swaps a room (or cabinet) with its neighbour of the same owner and parent. */
export const shiftRoom = writeCall<(typeof CALLS)[ShiftDirection], { id: number; direction: ShiftDirection }>(
  {
    call: ({ direction }) => CALLS[direction],
    data: ({ id }) => ({ id }),
    // Resolves once the list on screen shows the new order.
    after: (queryClient) => invalidateRooms(queryClient),
  },
);
