import { Tabs, Tag } from 'antd-mobile';
import { memo } from 'react';
import { CopyButton } from '@/components/copy-button';
import { PhoneList, ReviewButtonRow } from '@/components/phone-list';
import { RejectReasonSheet } from '@/components/reject-reason-sheet';
import { formatDateTime } from '@/lib/format';
import { activityText } from '@/locales/zh-CN/activity';
import { usePointsQueueList, type AdminPointsWithdrawal } from '../api/points-queue';
import { POINTS_QUEUE_STATES, txHashError, usePointsReview } from '../hooks/use-points-review';
import styles from '../activity.module.css';

const t = activityText.pointsQueue;
const asRejected = (row: AdminPointsWithdrawal | null) => row && { ...row, amountText: t.amount(row.amount) };

/** Staff's points-withdrawal queue on phones: 待发送 first, cards with 已发送 (hash) / 驳回 (reason). */
export default function PointsReviewPhone() {
  const review = usePointsReview();
  const queue = usePointsQueueList(review.state);
  return (
    <>
      <Tabs
        activeKey={review.state}
        onChange={(key) => review.setState(POINTS_QUEUE_STATES.find((s) => s === key) ?? 'pending')}
      >
        {POINTS_QUEUE_STATES.map((s) => (
          <Tabs.Tab key={s} title={t.states[s]} />
        ))}
      </Tabs>
      <PhoneList
        list={queue}
        total={t.total}
        emptyTitle={review.state === 'pending' ? t.empty : t.emptyOther}
        summaryClassName={styles.summary}
        listClassName={styles.list}
      >
        {queue.list.map((row) => (
          <PointsCard
            key={row.id}
            row={row}
            busy={review.busyId === row.id}
            locked={review.busyId !== undefined}
            onSent={review.setSentRow}
            onReject={review.setRejectRow}
          />
        ))}
      </PhoneList>
      <RejectReasonSheet
        row={asRejected(review.sentRow)}
        text={t.sentText}
        danger={false}
        validate={txHashError}
        maxLength={66}
        busy={review.sending}
        onClose={() => review.setSentRow(null)}
        onSubmit={(hash) => void review.markSent(hash)}
      />
      <RejectReasonSheet
        row={asRejected(review.rejectRow)}
        text={t.rejectText}
        busy={review.rejecting}
        onClose={() => review.setRejectRow(null)}
        onSubmit={(reason) => void review.rejectWithReason(reason)}
      />
    </>
  );
}

type CardProps = {
  row: AdminPointsWithdrawal;
  busy: boolean;
  locked: boolean;
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
