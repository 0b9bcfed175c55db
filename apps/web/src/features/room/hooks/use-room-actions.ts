import { Toast } from 'antd-mobile';
import { roomText as t } from '@/locales/zh-CN/room';
import { useDeleteRoom } from '../api/delete-room';
import { useMoveCabinet } from '../api/move-cabinet';
import { useShiftRoom } from '../api/shift-room';
import type { Room, ShiftDirection } from '../types';

/**
 * The row actions of the room and cabinet lists. Each resolves true when done (and toasts it), false
 * when the server refused: the request client has then shown the server's reason (已经是第一个, 该机房下
 * 还有机柜…) and nothing changes on screen.
 */
export function useRoomActions() {
  const shift = useShiftRoom();
  const remove = useDeleteRoom();
  const move = useMoveCabinet();

  async function attempt(run: () => Promise<unknown>, done: string): Promise<boolean> {
    try {
      await run();
    } catch {
      return false;
    }
    Toast.show({ icon: 'success', content: done });
    return true;
  }

  return {
    shift: (room: Pick<Room, 'id'>, direction: ShiftDirection) =>
      attempt(() => shift.mutateAsync({ id: room.id, direction }), t.moved[direction]),
    remove: (room: Pick<Room, 'id'>, done: string) => attempt(() => remove.mutateAsync(room.id), done),
    move: (cabinet: Pick<Room, 'id'>, target: Pick<Room, 'id' | 'name'>) =>
      attempt(() => move.mutateAsync({ id: cabinet.id, pid: target.id }), t.cabinet.moveDone(target.name)),
    /** The row being shifted, deleted or moved, to show its button busy. */
    busy: {
      shift: shift.isPending ? shift.variables : undefined,
      remove: remove.isPending ? remove.variables : undefined,
      move: move.isPending ? move.variables?.id : undefined,
    },
    pending: shift.isPending || remove.isPending || move.isPending,
  };
}

export type RoomActions = ReturnType<typeof useRoomActions>;
