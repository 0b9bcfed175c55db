import { useFeedback } from '@/lib/feedback';
import { roomText as t } from '@/locales/zh-CN/room';
import { deleteRoom } from '../api/delete-room';
import { moveCabinet } from '../api/move-cabinet';
import { shiftRoom } from '../api/shift-room';
import type { Room, ShiftDirection } from '../types';

/**
 * The row actions of the room and cabinet lists, phone and desktop. Each resolves true when done (and
 * says so), false when declined or refused: the request client has then shown the server's reason
 * (已经是第一个, 该机房下还有机柜…) and nothing changes on screen. 删除 asks first.
 */
export function useRoomActions() {
  const feedback = useFeedback();
  const shift = shiftRoom.use();
  const remove = deleteRoom.use();
  const move = moveCabinet.use();

  async function attempt(run: () => Promise<unknown>, done: string): Promise<boolean> {
    try {
      await run();
    } catch {
      return false;
    }
    feedback.success(done);
    return true;
  }

  /** A machine room (pid 0) or a cabinet, after the person confirmed. */
  async function removeRoom(room: Pick<Room, 'id' | 'name' | 'pid'>): Promise<boolean> {
    const cabinet = room.pid !== 0;
    const question = cabinet
      ? { title: t.cabinet.deleteTitle, content: t.cabinet.deleteContent(room.name), ok: t.cabinet.deleteOk }
      : { title: t.deleteRoom.title, content: t.deleteRoom.content(room.name), ok: t.deleteRoom.ok };
    if (!(await feedback.confirm({ ...question, cancel: t.cancel, danger: true }))) return false;
    return attempt(() => remove.mutateAsync(room.id), cabinet ? t.cabinet.deleted : t.deleteRoom.done);
  }

  return {
    shift: (room: Pick<Room, 'id'>, direction: ShiftDirection) =>
      attempt(() => shift.mutateAsync({ id: room.id, direction }), t.moved[direction]),
    remove: removeRoom,
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
