import { Checkbox, Tag } from 'antd-mobile';
import { memo, type KeyboardEvent } from 'react';
import { deviceText as t } from '@/locales/zh-CN/device';
import { OnlineDot } from './online-dot';
import { useLongPress } from '@/lib/use-long-press';
import { formatFromNow } from '@/lib/format';
import type { DeviceRow } from '@nodebao/contract';
import styles from './device-card.module.css';
import { AlarmMark } from '@/components/alarm-mark';

type DeviceCardProps = {
  row: DeviceRow;
  selecting: boolean;
  checked: boolean;
  showMember: boolean;
  onOpen: (row: DeviceRow) => void;
  onToggle: (id: number) => void;
  onLongPress: (id: number) => void;
};

/** One device: SN, name, online dot, room, tag and last report; tap opens it, long press selects. */
export const DeviceCard = memo(function DeviceCard({
  row,
  selecting,
  checked,
  showMember,
  onOpen,
  onToggle,
  onLongPress,
}: DeviceCardProps) {
  const press = useLongPress(() => onLongPress(row.id));

  function activate() {
    if (selecting) onToggle(row.id);
    else onOpen(row);
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    activate();
  }

  const className = [styles.card, selecting ? styles.cardSelecting : '', checked ? styles.cardChecked : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      role={selecting ? 'checkbox' : 'button'}
      aria-checked={selecting ? checked : undefined}
      tabIndex={0}
      {...press.handlers}
      onClick={() => {
        if (!press.consumed()) activate();
      }}
      onKeyDown={onKeyDown}
    >
      {selecting ? (
        <span className={styles.check} aria-hidden="true">
          <Checkbox checked={checked} />
        </span>
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <OnlineDot online={row.online} />
          <span className={styles.sn}>{row.sn}</span>
          <span className={row.online ? styles.time : `${styles.time} ${styles.timeOffline}`}>
            {formatFromNow(row.last_report_at, t.neverReported)}
          </span>
        </div>
        <div className={row.name ? styles.name : `${styles.name} ${styles.muted}`}>
          {row.name || t.noName}
        </div>
        <div className={styles.cardMeta}>
          <span className={row.room_info ? styles.room : `${styles.room} ${styles.muted}`}>
            {row.room_info || t.uninstalled}
          </span>
          {row.tag_name ? (
            <Tag className={styles.tag} color="primary" fill="outline">
              {row.tag_name}
            </Tag>
          ) : null}
          {showMember && row.member_name ? <span className={styles.member}>{row.member_name}</span> : null}
          <AlarmMark alarms={row.alarms} />
        </div>
      </div>
    </div>
  );
});
