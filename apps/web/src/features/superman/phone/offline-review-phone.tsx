import type { AdminOrder } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import { ReviewButtonRow } from '@/components/phone-list';
import { PhoneQueue } from '@/components/queue/phone-queue';
import type { QueueCardProps } from '@/components/queue/queue-props';
import { formatDateTime } from '@/lib/format';
import { supermanText } from '@/locales/zh-CN/superman';
import { useOfflineList } from '../api/get-offline-list';
import { useOfflineReview } from '../hooks/use-offline-review';
import { canReview, handledLine, MOBILE_ORDER_COLORS, orderStateLabel, productLine } from '../lib/offline';
import { VoucherThumb } from './voucher-thumb';
import styles from './staff.module.css';

const t = supermanText.offline;
const c = supermanText.common;

/** The staff queue of offline payments on phones: 待审核 first, cards with 确认收款 / 驳回. */
export default function OfflineReviewPhone() {
  const review = useOfflineReview();
  const queue = useOfflineList(review.filter);
  return (
    <PhoneQueue
      {...review.queue}
      list={queue}
      busyId={review.busyId}
      card={(props) => (
        <OrderCard {...props} onConfirm={(r) => void review.confirmRow(r)} onReject={review.reject.open} />
      )}
    />
  );
}

type OrderCardProps = QueueCardProps<AdminOrder> & {
  onConfirm: (row: AdminOrder) => void;
  onReject: (row: AdminOrder) => void;
};

const OrderCard = memo(function OrderCard({ row, busy, locked, onConfirm, onReject }: OrderCardProps) {
  const transfer = row.transfer;
  const reason = row.state === 'rejected' ? transfer?.reject_reason : '';
  return (
    <li className={styles.card} aria-label={`${t.orderNo} ${row.order_no}`}>
      <div className={styles.cardTop}>
        <span className={styles.amount}>{c.yuan(formatYuan(row.amount))}</span>
        <Tag color={MOBILE_ORDER_COLORS[row.state]} fill="outline" round>
          {orderStateLabel(row)}
        </Tag>
      </div>
      <div className={styles.cardBody}>
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>{t.member}</dt>
            <dd>
              <span className={styles.num}>{row.member_mobile}</span>
              {row.member_nickname ? ` ${row.member_nickname}` : ''}
            </dd>
          </div>
          <div className={styles.field}>
            <dt>{t.productShort}</dt>
            <dd>{productLine(row)}</dd>
          </div>
          <div className={styles.field}>
            <dt>{t.payer}</dt>
            <dd>{transfer?.payer_name || c.none}</dd>
          </div>
          <div className={styles.field}>
            <dt>{t.remark}</dt>
            <dd>{transfer?.remark || c.none}</dd>
          </div>
        </dl>
        <VoucherThumb url={transfer?.voucher_url} orderNo={row.order_no} />
      </div>
      <div className={`${styles.line} ${styles.muted}`}>
        <span className={styles.mono}>{row.order_no}</span>
      </div>
      <div className={`${styles.line} ${styles.muted} ${styles.num}`}>
        {transfer
          ? `${t.submittedAt} ${formatDateTime(transfer.submitted_at)}`
          : `${t.createdAt} ${formatDateTime(row.created_at)}`}
        {handledLine(row) ? (
          <>
            <span className={styles.dot}>·</span>
            {handledLine(row)}
          </>
        ) : null}
      </div>
      {reason ? <div className={styles.reason}>{t.rejectReason(reason)}</div> : null}
      {canReview(row) ? (
        <ReviewButtonRow
          locked={locked}
          busy={busy}
          approveText={t.confirm}
          rejectText={t.reject}
          onApprove={() => onConfirm(row)}
          onReject={() => onReject(row)}
        />
      ) : null}
    </li>
  );
});
