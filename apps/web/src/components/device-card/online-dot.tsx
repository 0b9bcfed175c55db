import { deviceText as t } from '@/locales/zh-CN/device';
import styles from './online-dot.module.css';

/** Green when online, grey when offline; the word is there for screen readers. */
export function OnlineDot({ online }: { online: boolean }) {
  return (
    <span
      className={online ? `${styles.dot} ${styles.dotOnline}` : styles.dot}
      role="img"
      aria-label={online ? t.online : t.offline}
    />
  );
}
