import { Tag } from 'antd-mobile';
import { memo } from 'react';
import { TapCard } from '@/components/phone-list';
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

  return (
    <TapCard
      selecting={selecting}
      checked={checked}
      onTap={() => (selecting ? onToggle(row.id) : onOpen(row))}
      longPress={press}
    >
      <div className={styles.cardTop}>
        <OnlineDot online={row.online} />
        <span className={styles.sn}>{row.sn}</span>
        <span className={row.online ? styles.time : `${styles.time} ${styles.timeOffline}`}>
          {formatFromNow(row.last_report_at, t.neverReported)}
        </span>
      </div>
      <div className={row.name ? styles.name : `${styles.name} ${styles.muted}`}>{row.name || t.noName}</div>
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
    </TapCard>
  );
});
