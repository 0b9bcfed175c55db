import { shareText } from '../lib/format';
import styles from './income-share.module.css';

type IncomeShareProps = {
  incomeFen: number;
  totalFen: number;
  /** The view's spacing of the row and the width and size of the percentage. */
  className?: string | undefined;
  textClassName?: string | undefined;
};

/** A member's, room's or tag's share of the period's income (/income/user): a bar filled to it, and the percentage. */
export function IncomeShare({ incomeFen, totalFen, className, textClassName }: IncomeShareProps) {
  const width = totalFen > 0 ? Math.max(0, Math.min(100, (incomeFen / totalFen) * 100)) : 0;
  return (
    <div className={`${styles.share} ${className ?? ''}`}>
      <span className={styles.bar}>
        <span className={styles.fill} style={{ width: `${width}%` }} />
      </span>
      <span className={`${styles.text} ${textClassName ?? ''}`}>{shareText(incomeFen, totalFen)}</span>
    </div>
  );
}
