import { ispLabel } from '@nodebao/contract/labels';
import { Tag } from 'antd-mobile';
import { roomText as t } from '@/locales/zh-CN/room';
import { placeOf } from '../lib/area';
import { bandwidthText } from '../lib/format';
import type { Room } from '../types';
import { RowActions, type RowAction } from './row-actions';
import styles from './phone.module.css';

type RoomCardProps = {
  room: Room;
  ownerMobile?: string;
  actions: RowAction[];
};

/** One machine room: name and ISP, place, bandwidth and template, counts; the row actions below. */
export function RoomCard({ room, ownerMobile, actions }: RoomCardProps) {
  const place = [placeOf(room), room.address].filter(Boolean).join(' · ');
  const bandwidth = bandwidthText(room.bandwidth_mbps);
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <h3 className={styles.name}>{room.name}</h3>
          {room.isp ? (
            <Tag className={styles.isp} color="primary" fill="outline">
              {ispLabel(room.isp)}
            </Tag>
          ) : null}
        </div>
        <div className={place ? styles.line : `${styles.line} ${styles.muted}`}>{place || t.noPlace}</div>
        <div className={styles.line}>
          {bandwidth ? <span>{bandwidth}</span> : null}
          {bandwidth ? <i aria-hidden="true">·</i> : null}
          <span className={room.template_name ? undefined : styles.muted}>
            {room.template_name ? `${t.columns.template}：${room.template_name}` : t.noTemplate}
          </span>
        </div>
        <div className={styles.counts}>
          <span>
            <b>{room.cabinet_count}</b> {t.columns.cabinets}
          </span>
          <span>
            <b>{room.device_count}</b> {t.columns.devices}
          </span>
          {ownerMobile ? <span className={styles.owner}>{t.owner(ownerMobile)}</span> : null}
        </div>
        {room.remark ? <div className={styles.remark}>{room.remark}</div> : null}
      </div>
      <RowActions actions={actions} />
    </article>
  );
}
