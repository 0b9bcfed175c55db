import { deviceText as t } from '@/locales/zh-CN/device';
import styles from './online-dot.module.css';

/** Green when online, grey when offline; the word is there for screen readers. */
export function OnlineDot({ online }: { online: boolean }) {
  return (
    <span
      className={`${styles.dot} ${online ? styles.dotOnline : styles.dotOffline}`}
      role="img"
      aria-label={online ? t.online : t.offline}
    />
  );
}
