import { Button, DotLoading, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { roomText } from '@/locales/zh-CN/room';
import { moveTargetsOf, useMachineRooms } from '../api/get-machine-rooms';
import { placeOf } from '../lib/area';
import type { Room } from '../types';
import styles from './phone.module.css';

const t = roomText.cabinet;

type MoveSheetProps = {
  cabinet: Room | null;
  pending: boolean;
  onMove: (cabinet: Room, target: Room) => void;
  onClose: () => void;
};

/** Picks the machine room a cabinet moves to (its owner's other rooms); its devices go with it. */
export function MoveSheet({ cabinet, pending, onMove, onClose }: MoveSheetProps) {
  const [shown, setShown] = useState(cabinet);
  if (cabinet && cabinet !== shown) setShown(cabinet);
  const rooms = useMachineRooms(cabinet !== null);
  const targets = shown && rooms.data ? moveTargetsOf(rooms.data, shown) : [];

  let options;
  if (rooms.isPending) {
    options = (
      <div className={styles.sheetState}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (rooms.isError) {
    options = (
      <div className={styles.sheetState}>
        <span>{t.movePickerFailed}</span>
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={rooms.isFetching}
          onClick={() => void rooms.refetch()}
        >
          {roomText.retry}
        </Button>
      </div>
    );
  } else if (targets.length === 0) {
    options = <div className={styles.sheetState}>{t.moveNoTargets}</div>;
  } else {
    options = (
      <List header={t.movePick}>
        {targets.map((room) => (
          <List.Item
            key={room.id}
            description={[placeOf(room), roomText.cabinets(room.cabinet_count)].filter(Boolean).join(' · ')}
            extra={roomText.devices(room.device_count)}
            disabled={pending}
            onClick={() => shown && onMove(shown, room)}
          >
            {room.name}
          </List.Item>
        ))}
      </List>
    );
  }

  return (
    <Popup
      visible={cabinet !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {shown ? (
        <>
          <header className={styles.sheetHead}>
            <span className={styles.sheetTitle}>{t.moveTitle(shown.name)}</span>
            {pending ? <DotLoading color="primary" /> : null}
            <Button size="small" fill="none" onClick={onClose}>
              {roomText.cancel}
            </Button>
          </header>
          <div className={styles.sheetBody}>
            <p className={styles.sheetHint}>{t.moveHint}</p>
            {options}
          </div>
        </>
      ) : null}
    </Popup>
  );
}
