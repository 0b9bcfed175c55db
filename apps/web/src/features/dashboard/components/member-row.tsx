import { formatYuan } from '@nodebao/contract/money';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import type { MemberRank } from '../types';
import styles from './income.module.css';

/** One place of the earnings ranking: 匿名会员 stays as the server names hidden members. */
export function MemberRow({ row }: { row: MemberRank }) {
  const top = row.rank <= 3 ? styles[`memberTop${row.rank}`] : '';
  const hidden = row.hidden && !row.is_me;
  return (
    <div className={`${styles.member} ${row.is_me ? styles.memberMe : ''}`}>
      <span className={`${styles.memberNo} ${top}`}>{row.rank}</span>
      <span className={styles.memberWho}>
        <span className={`${styles.memberName} ${hidden ? styles.memberHidden : ''}`}>{row.name}</span>
        {row.is_me ? <span className={styles.meTag}>{t.memberRank.me}</span> : null}
      </span>
      <span className={styles.memberDevices}>{t.memberRank.devices(row.devices)}</span>
      <span className={styles.memberIncome}>
        {formatYuan(row.income_fen)}
        <small>{t.income.yuanUnit}</small>
      </span>
    </div>
  );
}
