import type { Withdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import type { ReactNode } from 'react';
import { walletText } from '@/locales/zh-CN/wallet';
import { formatDateTime } from '@/lib/format';
import { withdrawalPayee } from '../lib/payee';
import list from '@/components/phone-list.module.css';
import styles from './wallet.module.css';

const t = walletText.record;
const yuan = (fen: number) => walletText.common.amount(formatYuan(fen));

/**
 * A withdrawal's figures in three short lines (fee and net; the account; when it was asked for and
 * reviewed or paid) and, when it was refused, the reason in red with where the money went.
 */
export function WithdrawalFigures({ withdrawal: w, payee }: { withdrawal: Withdrawal; payee?: ReactNode }) {
  return (
    <>
      <div className={styles.recordLine}>
        {t.net} <b className={styles.num}>{yuan(w.net_amount)}</b>
        <span className={list.reviewDot}>·</span>
        {t.fee} <span className={styles.num}>{yuan(w.fee)}</span>
      </div>
      <div className={styles.recordPayee}>{payee ?? withdrawalPayee(w)}</div>
      <div className={`${styles.recordLine} ${styles.muted}`}>
        <span className={styles.num}>
          {t.createdAt} {formatDateTime(w.created_at)}
        </span>
        {w.paid_at || w.reviewed_at ? (
          <>
            <span className={list.reviewDot}>·</span>
            <span className={styles.num}>
              {w.paid_at ? t.paidAt : t.reviewedAt} {formatDateTime(w.paid_at ?? w.reviewed_at)}
            </span>
          </>
        ) : null}
      </div>
      {w.payout_reference ? (
        <div className={`${styles.recordLine} ${styles.muted}`}>
          {t.reference} <span className={styles.mono}>{w.payout_reference}</span>
        </div>
      ) : null}
      {w.state === 'rejected' && w.reason ? (
        <div className={list.reviewReason}>
          {t.reason}：{w.reason}
          <span className={styles.reasonNote}>{t.rejectedNote}</span>
        </div>
      ) : null}
    </>
  );
}
