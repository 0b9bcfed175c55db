import { Tag } from 'antd-mobile';
import { memo } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ReviewButtonRow } from '@/components/phone-list';
import { PhoneQueue } from '@/components/queue/phone-queue';
import type { QueueCardProps } from '@/components/queue/queue-props';
import { formatDateTime } from '@/lib/format';
import { activityText } from '@/locales/zh-CN/activity';
import { usePointsQueueList, type AdminPointsWithdrawal } from '../api/points-queue';
import { usePointsReview } from '../hooks/use-points-review';
import styles from '../activity.module.css';

const t = activityText.pointsQueue;

/** Staff's points-withdrawal queue on phones: 待发送 first, cards with 已发送 (hash) / 驳回 (reason). */
export default function PointsReviewPhone() {
  const review = usePointsReview();
  const queue = usePointsQueueList(review.state);
  return (
    <PhoneQueue
      {...review.queue}
      list={queue}
      busyId={review.busyId}
      card={(props) => <PointsCard {...props} onSent={review.sent.open} onReject={review.reject.open} />}
    />
  );
}

type CardProps = QueueCardProps<AdminPointsWithdrawal> & {
  onSent: (row: AdminPointsWithdrawal) => void;
  onReject: (row: AdminPointsWithdrawal) => void;
};

const PointsCard = memo(function PointsCard({ row, busy, locked, onSent, onReject }: CardProps) {
  return (
    <li className={styles.invitee}>
      <div className={styles.inviteeTop}>
        <span className={styles.inviteeName}>{t.amount(row.amount)}</span>
        <Tag
          color={row.state === 'sent' ? 'success' : row.state === 'rejected' ? 'danger' : 'warning'}
          fill="outline"
        >
          {t.states[row.state]}
        </Tag>
      </div>
      <div className={styles.inviteeLine}>
        <span>{t.member(row.member_mobile, row.member_nickname)}</span>
        <span>{t.net(row.amount - row.fee)}</span>
        <span>
          {t.asked} {formatDateTime(row.created_at)}
        </span>
      </div>
      <div className={`${styles.inviteeLine} ${styles.hash}`}>
        <span>
          {t.address} {row.address}
        </span>
        <CopyButton text={row.address} doneMessage={t.copied} label={t.copy} />
      </div>
      {row.tx_hash ? <div className={`${styles.label} ${styles.hash}`}>{row.tx_hash}</div> : null}
      {row.reason ? <div className={styles.hint}>{row.reason}</div> : null}
      {row.state === 'pending' ? (
        <ReviewButtonRow
          locked={locked}
          busy={busy}
          approveText={t.send}
          rejectText={t.reject}
          onApprove={() => onSent(row)}
          onReject={() => onReject(row)}
        />
      ) : null}
    </li>
  );
});
