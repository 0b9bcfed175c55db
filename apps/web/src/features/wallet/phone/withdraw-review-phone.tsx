import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button } from 'antd-mobile';
import { memo } from 'react';
import { walletText } from '@/locales/zh-CN/wallet';
import { useReviewList } from '../api/get-review-queue';
import { ReviewButtonRow } from '@/components/phone-list';
import { PhoneQueue } from '@/components/queue/phone-queue';
import type { QueueCardProps } from '@/components/queue/queue-props';
import { useWithdrawReview } from '../hooks/use-withdraw-review';
import { formatDateTime } from '@/lib/format';
import { attemptLine, staffAccount } from '../lib/review';
import { TransferDetails, WalletCopy } from './transfer-details';
import { StateTag } from './state-tag';
import { WithdrawalFigures } from './withdrawal-figures';
import styles from './wallet.module.css';

const t = walletText.superman.review;

/** The staff withdrawal queue on phones: 待审核 first, cards with 通过 / 驳回 / 查询. */
export default function WithdrawReviewPhone() {
  const review = useWithdrawReview((row) => <TransferDetails row={row} />);
  const queue = useReviewList(review.state);
  return (
    <PhoneQueue
      {...review.queue}
      list={queue}
      busyId={review.busyId}
      card={(props) => (
        <ReviewCard
          {...props}
          onApprove={(r) => void review.approve(r)}
          onReject={review.reject.open}
          onQuery={(r) => void review.queryPayout(r)}
        />
      )}
    />
  );
}

type ReviewCardProps = QueueCardProps<AdminWithdrawal> & {
  onApprove: (row: AdminWithdrawal) => void;
  onReject: (row: AdminWithdrawal) => void;
  onQuery: (row: AdminWithdrawal) => void;
};

const ReviewCard = memo(function ReviewCard({
  row,
  busy,
  locked,
  onApprove,
  onReject,
  onQuery,
}: ReviewCardProps) {
  const payee = (
    <span className={styles.payeeFull}>
      <span>
        {row.payee_kind === 'bank' ? row.bank_name : walletText.common.alipay}{' '}
        <span className={styles.mono}>{staffAccount(row)}</span>（{row.payee_name}）
      </span>
      <WalletCopy text={row.payee_account} />
    </span>
  );
  return (
    <li className={styles.record} aria-label={`${walletText.record.serial} ${row.id}`}>
      <div className={styles.recordTop}>
        <span className={styles.recordAmount}>{walletText.common.amount(formatYuan(row.amount))}</span>
        <StateTag state={row.state} />
      </div>
      <div className={styles.cardLine}>
        {t.memberTitle(row.member_mobile)} · {walletText.record.serial} {row.id}
      </div>
      <WithdrawalFigures withdrawal={row} payee={payee} />
      {row.attempts.length > 0 ? (
        <ul className={styles.attempts} aria-label={t.attempts}>
          {row.attempts.map((a, i) => (
            <li key={i}>
              {formatDateTime(a.created_at)} {attemptLine(a)}
            </li>
          ))}
        </ul>
      ) : null}
      {row.state === 'pending' ? (
        <ReviewButtonRow
          locked={locked}
          busy={busy}
          approveText={t.approve}
          rejectText={t.reject}
          onApprove={() => onApprove(row)}
          onReject={() => onReject(row)}
        />
      ) : row.state === 'paying' ? (
        <div className={styles.reviewActions}>
          <Button
            color="primary"
            fill="outline"
            disabled={locked}
            loading={busy}
            onClick={() => onQuery(row)}
          >
            {t.query}
          </Button>
        </div>
      ) : null}
    </li>
  );
});
