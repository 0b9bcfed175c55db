import { DotLoading, List } from 'antd-mobile';
import { ChoicesLoad } from '@/components/choices-load';
import { PhoneSheet } from '@/components/phone-sheet';
import { roomText } from '@/locales/zh-CN/room';
import { moveTargetsOf, useMachineRooms } from '../api/get-machine-rooms';
import { placeOf } from '../lib/area';
import type { Room } from '../types';
import phoneList from '@/components/phone-list.module.css';
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
  const rooms = useMachineRooms(cabinet !== null);

  const options = (shown: Room) => {
    const targets = rooms.data ? moveTargetsOf(rooms.data, shown) : [];
    return (
      <ChoicesLoad
        inSheet
        query={rooms}
        failedText={t.movePickerFailed}
        retryText={roomText.retry}
        empty={targets.length === 0 ? t.moveNoTargets : null}
      >
        <List header={t.movePick}>
          {targets.map((room) => (
            <List.Item
              key={room.id}
              description={[placeOf(room), roomText.cabinets(room.cabinet_count)].filter(Boolean).join(' · ')}
              extra={roomText.devices(room.device_count)}
              disabled={pending}
              onClick={() => onMove(shown, room)}
            >
              {room.name}
            </List.Item>
          ))}
        </List>
      </ChoicesLoad>
    );
  };

  return (
    <PhoneSheet
      open={cabinet}
      title={(shown) => t.moveTitle(shown.name)}
      aside={pending ? <DotLoading color="primary" /> : null}
      closeText={roomText.cancel}
      onClose={onClose}
      className={phoneList.sheet}
    >
      {(shown) => (
        <>
          <p className={styles.sheetHint}>{t.moveHint}</p>
          {options(shown)}
        </>
      )}
    </PhoneSheet>
  );
}
