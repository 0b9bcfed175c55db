import { useState } from 'react';
import { CardList } from '@/components/phone-list';
import { roomText } from '@/locales/zh-CN/room';
import { useRoomPages } from '../api/get-rooms';
import { useRoomActions } from '../hooks/use-room-actions';
import type { Room } from '../types';
import { CabinetCard } from './cabinet-card';
import { CabinetSheet, type CabinetSheetMode } from './cabinet-sheet';
import { MoveSheet } from './move-sheet';
import { RoomHead } from './room-head';
import type { RowAction } from './row-actions';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = roomText.cabinet;

/** /manage/room/jigui on a phone: the room, then its cabinets as cards with their actions. */
export function PhoneCabinetList({ room }: { room: Room }) {
  const cabinets = useRoomPages({ pid: room.id, keyword: '' });
  const actions = useRoomActions();
  const [sheet, setSheet] = useState<CabinetSheetMode | null>(null);
  const [moving, setMoving] = useState<Room | null>(null);
  const { list } = cabinets;

  async function onMove(cabinet: Room, target: Room) {
    if (await actions.move(cabinet, target)) setMoving(null);
  }

  function actionsOf(cabinet: Room, index: number): RowAction[] {
    const shifting = actions.busy.shift?.id === cabinet.id ? actions.busy.shift.direction : undefined;
    return [
      { key: 'edit', label: roomText.actions.edit, onClick: () => setSheet({ kind: 'edit', cabinet }) },
      {
        key: 'up',
        label: roomText.actions.up,
        disabled: index === 0 || actions.pending,
        loading: shifting === 'up',
        onClick: () => void actions.shift(cabinet, 'up'),
      },
      {
        key: 'down',
        label: roomText.actions.down,
        disabled: (index === list.length - 1 && !cabinets.hasMore) || actions.pending,
        loading: shifting === 'down',
        onClick: () => void actions.shift(cabinet, 'down'),
      },
      {
        key: 'move',
        label: roomText.actions.moveShort,
        disabled: actions.pending,
        onClick: () => setMoving(cabinet),
      },
      {
        key: 'delete',
        label: roomText.actions.delete,
        danger: true,
        disabled: actions.pending,
        loading: actions.busy.remove === cabinet.id,
        onClick: () => void actions.remove(cabinet),
      },
    ];
  }

  return (
    <div className={styles.page}>
      <RoomHead room={room} />
      <div className={phoneList.summary}>
        <span>{t.listTitle(room.cabinet_count)}</span>
        <button type="button" className={styles.addLink} onClick={() => setSheet({ kind: 'add' })}>
          + {t.add}
        </button>
      </div>
      <CardList
        list={cabinets}
        add={{ text: t.add, onClick: () => setSheet({ kind: 'add' }) }}
        emptyTitle={t.empty}
        emptyHint={t.emptyHint}
      >
        {list.map((cabinet, index) => (
          <CabinetCard key={cabinet.id} cabinet={cabinet} actions={actionsOf(cabinet, index)} />
        ))}
      </CardList>
      <CabinetSheet open={sheet} roomId={room.id} onClose={() => setSheet(null)} />
      <MoveSheet
        cabinet={moving}
        pending={actions.busy.move !== undefined}
        onMove={(cabinet, target) => void onMove(cabinet, target)}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
