import { Button, DotLoading, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { roomText } from '@/locales/zh-CN/room';
import { useMachineRooms } from '../api/get-machine-rooms';
import { placeOf } from '../lib/area';
import styles from './form.module.css';
import { RetryButton } from '@/components/retry-button';

const t = roomText.cabinet;

/** /manage/room/jigui opened without a room (from the menu): pick the room whose cabinets to see. */
export function RoomChooser() {
  const navigate = useNavigate();
  const rooms = useMachineRooms();

  let body;
  if (rooms.isPending) {
    body = (
      <div className={styles.chooserState}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (rooms.isError) {
    body = (
      <div className={styles.chooserState}>
        <span>{roomText.loadFailed}</span>
        <RetryButton query={rooms}>{roomText.retry}</RetryButton>
      </div>
    );
  } else if (rooms.data.length === 0) {
    body = (
      <div className={styles.chooserState}>
        <span>{roomText.empty}</span>
        <Button size="small" color="primary" onClick={() => void navigate('/manage/room/add')}>
          {roomText.add}
        </Button>
      </div>
    );
  } else {
    body = (
      <List>
        {rooms.data.map((room) => (
          <List.Item
            key={room.id}
            description={[placeOf(room), roomText.cabinets(room.cabinet_count)].filter(Boolean).join(' · ')}
            extra={roomText.devices(room.device_count)}
            onClick={() => void navigate(`/manage/room/jigui?pid=${room.id}`)}
          >
            {room.name}
          </List.Item>
        ))}
      </List>
    );
  }

  return (
    <section className={styles.chooser} aria-label={t.choose}>
      <h2 className={styles.chooserTitle}>{t.choose}</h2>
      <p className={styles.chooserHint}>{t.chooseHint}</p>
      {body}
      <div className={styles.chooserFoot}>
        <Button size="small" fill="none" color="primary" onClick={() => void navigate('/manage/room')}>
          {t.backToRooms}
        </Button>
      </div>
    </section>
  );
}
