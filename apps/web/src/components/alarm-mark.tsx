import type { DeviceAlarm } from '@nodebao/contract';
import { DEVICE_ALARMS } from '@nodebao/contract/labels';
import { appText } from '@/locales/zh-CN/app';
import styles from './alarm-mark.module.css';

/**
 * A row's 异常 marker with its reasons (the server's one definition, DEVICE_ALARMS): nothing for a
 * box that is fine. Shared by every device list (the member's, the operator's), phone and desktop.
 */
export function AlarmMark({ alarms }: { alarms: readonly DeviceAlarm[] }) {
  // Every list shows online / offline on its own already: the mark adds the other reasons.
  const shown = alarms.filter((a) => a !== 'offline');
  if (shown.length === 0) return null;
  const reasons = shown.map((a) => DEVICE_ALARMS[a]).join('、');
  return (
    <span className={styles.mark} title={appText.alarmsTitle(reasons)}>
      {reasons}
    </span>
  );
}
