import { Button } from 'antd';
import { roomText } from '@/locales/zh-CN/room';
import type { RoomActions } from '../hooks/use-room-actions';
import type { Room } from '../types';

type ShiftButtonsProps = {
  actions: RoomActions;
  row: Room;
  /** Where the row sits in the whole list: the first cannot go up, the last not down. */
  index: number;
  total: number;
};

/** 上移 and 下移 in a room's or a cabinet's actions cell. */
export function ShiftButtons({ actions, row, index, total }: ShiftButtonsProps) {
  const shifting = actions.busy.shift?.id === row.id ? actions.busy.shift.direction : undefined;
  return (
    <>
      <Button
        type="link"
        size="small"
        disabled={index === 0 || actions.pending}
        loading={shifting === 'up'}
        onClick={() => void actions.shift(row, 'up')}
      >
        {roomText.actions.up}
      </Button>
      <Button
        type="link"
        size="small"
        disabled={index >= total - 1 || actions.pending}
        loading={shifting === 'down'}
        onClick={() => void actions.shift(row, 'down')}
      >
        {roomText.actions.down}
      </Button>
    </>
  );
}

/** 删除 in a room's or a cabinet's actions cell, spinning while that row goes. */
export function DeleteButton({
  actions,
  row,
  onDelete,
}: {
  actions: RoomActions;
  row: Room;
  onDelete: () => void;
}) {
  return (
    <Button
      type="link"
      size="small"
      danger
      disabled={actions.pending}
      loading={actions.busy.remove === row.id}
      onClick={onDelete}
    >
      {roomText.actions.delete}
    </Button>
  );
}
