import { Button, ErrorBlock, InfiniteScroll, PullToRefresh, Toast } from 'antd-mobile';
import { useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { roomText } from '@/locales/zh-CN/room';
import { useRoomPages } from '../api/get-rooms';
import { useRoomActions } from '../hooks/use-room-actions';
import type { Room } from '../types';
import { CabinetCard } from './cabinet-card';
import { CabinetSheet, type CabinetSheetMode } from './cabinet-sheet';
import { MoveSheet } from './move-sheet';
import { RoomHead } from './room-head';
import type { RowAction } from './row-actions';
import styles from './phone.module.css';

const t = roomText.cabinet;

/** /manage/room/jigui on a phone: the room, then its cabinets as cards with their actions. */
export function PhoneCabinetList({ room }: { room: Room }) {
  const cabinets = useRoomPages({ pid: room.id, keyword: '' });
  const actions = useRoomActions();
  const [sheet, setSheet] = useState<CabinetSheetMode | null>(null);
  const [moving, setMoving] = useState<Room | null>(null);
  const list = cabinets.data?.pages.flatMap((p) => p.list) ?? [];

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
        disabled: (index === list.length - 1 && !cabinets.hasNextPage) || actions.pending,
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

  async function loadMore() {
    const result = await cabinets.fetchNextPage();
    if (result.isError) throw new Error(roomText.loadMoreFailed);
  }

  async function refresh() {
    const result = await cabinets.refetch();
    if (result.isError) Toast.show({ content: t.loadFailed });
  }

  let body;
  if (cabinets.isPending) {
    body = (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={6} />
      </div>
    );
  } else if (cabinets.isError && list.length === 0) {
    body = (
      <div className={styles.stateWrap}>
        <LoadError
          error={cabinets.error}
          retrying={cabinets.isFetching}
          onRetry={() => void cabinets.refetch()}
        />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.empty} description={t.emptyHint}>
          <Button color="primary" onClick={() => setSheet({ kind: 'add' })}>
            {t.add}
          </Button>
        </ErrorBlock>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.list} aria-busy={cabinets.isFetching}>
          {list.map((cabinet, index) => (
            <CabinetCard key={cabinet.id} cabinet={cabinet} actions={actionsOf(cabinet, index)} />
          ))}
        </div>
        <InfiniteScroll hasMore={cabinets.hasNextPage} loadMore={loadMore} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PullToRefresh onRefresh={refresh}>
        <RoomHead room={room} />
        <div className={styles.summary}>
          <span>{t.listTitle(room.cabinet_count)}</span>
          <button type="button" className={styles.addLink} onClick={() => setSheet({ kind: 'add' })}>
            + {t.add}
          </button>
        </div>
        {body}
      </PullToRefresh>
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
