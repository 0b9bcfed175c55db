import { ispLabel } from '@nodebao/contract/labels';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { roomText as t } from '@/locales/zh-CN/room';
import { placeOf } from '../lib/area';
import { bandwidthText } from '../lib/format';
import type { Room } from '../types';
import styles from './phone.module.css';

/** The machine room above its cabinets: name, ISP, place, counts, and the way back. */
export function RoomHead({ room }: { room: Room }) {
  const facts = [placeOf(room), bandwidthText(room.bandwidth_mbps)].filter(Boolean).join(' · ');
  return (
    <section className={styles.roomHead} aria-label={room.name}>
      <div className={styles.roomHeadTop}>
        <h2 className={styles.name}>{room.name}</h2>
        {room.isp ? (
          <Tag color="primary" fill="outline">
            {ispLabel(room.isp)}
          </Tag>
        ) : null}
      </div>
      {facts ? <div className={styles.line}>{facts}</div> : null}
      <div className={styles.line}>{t.cabinet.summary(room.cabinet_count, room.device_count)}</div>
      <div className={styles.roomHeadLinks}>
        <Link to={`/manage/room/add?id=${room.id}`}>{t.cabinet.editRoom}</Link>
        <Link to="/manage/room">{t.cabinet.backToRooms}</Link>
      </div>
    </section>
  );
}
