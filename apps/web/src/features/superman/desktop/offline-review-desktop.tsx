import type { AdminOrder } from '@nodebao/contract';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { AntdScope } from '@/app/antd-scope';
import { ReviewButtons, yuanColumn } from '@/components/desktop-list';
import { DesktopQueue } from '@/components/queue/desktop-queue';
import { formatDateTime } from '@/lib/format';
import { supermanText } from '@/locales/zh-CN/superman';
import { useOfflinePage } from '../api/get-offline-list';
import { useOfflineReview } from '../hooks/use-offline-review';
import {
  canReview,
  handledAt,
  handledLine,
  DESKTOP_ORDER_COLORS,
  orderStateLabel,
  productLine,
} from '../lib/offline';
import { VoucherThumb } from './voucher-thumb';
import styles from './desktop.module.css';

const t = supermanText.offline;
const c = supermanText.common;

/** The staff queue of offline payments on desktops (a section of /superman/index). */
export default function OfflineReviewDesktop() {
  return (
    <AntdScope>
      <OfflineTable />
    </AntdScope>
  );
}

function OfflineTable() {
  const review = useOfflineReview();
  const { page, busyId } = review;
  const queue = useOfflinePage(review.filter, page);

  const columns: TableColumnsType<AdminOrder> = [
    {
      title: t.orderNo,
      dataIndex: 'order_no',
      key: 'order_no',
      width: 204,
      render: (orderNo: string, row) => (
        <div className={styles.stack}>
          <Typography.Text className={styles.mono} copyable>
            {orderNo}
          </Typography.Text>
          <span className={`${styles.small} ${styles.muted}`}>
            {t.createdAt} {formatDateTime(row.created_at)}
          </span>
        </div>
      ),
    },
    {
      title: t.member,
      key: 'member',
      width: 116,
      render: (_: unknown, row) => (
        <div className={styles.stack}>
          <span className={styles.num}>{row.member_mobile}</span>
          {row.member_nickname ? <span className={styles.small}>{row.member_nickname}</span> : null}
        </div>
      ),
    },
    {
      title: t.product,
      key: 'product',
      render: (_: unknown, row) => productLine(row),
    },
    yuanColumn(t.amount, 'amount', { width: 90, strong: true }),
    {
      title: t.payerRemark,
      key: 'payer',
      render: (_: unknown, row) => {
        const remark = row.transfer?.remark ?? '';
        return (
          <div className={styles.stack}>
            <span>{row.transfer?.payer_name || <span className={styles.muted}>{c.none}</span>}</span>
            {remark ? (
              <Typography.Text type="secondary" className={styles.small} ellipsis={{ tooltip: remark }}>
                {remark}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      title: t.submittedAt,
      key: 'submitted_at',
      width: 136,
      render: (_: unknown, row) => (
        <span className={styles.num}>{formatDateTime(row.transfer?.submitted_at)}</span>
      ),
    },
    {
      title: t.voucher,
      key: 'voucher',
      width: 76,
      render: (_: unknown, row) => <VoucherThumb url={row.transfer?.voucher_url} orderNo={row.order_no} />,
    },
    {
      title: t.state,
      dataIndex: 'state',
      key: 'state',
      width: 112,
      render: (_: unknown, row) => {
        const reason = row.state === 'rejected' ? row.transfer?.reject_reason : '';
        const at = handledAt(row);
        return (
          <div className={styles.stack}>
            <span>
              <Tag color={DESKTOP_ORDER_COLORS[row.state]}>{orderStateLabel(row)}</Tag>
            </span>
            {reason ? (
              <Typography.Text
                className={`${styles.small} ${styles.reason}`}
                ellipsis={{ tooltip: t.rejectReason(reason) }}
              >
                {reason}
              </Typography.Text>
            ) : null}
            {at ? (
              <span className={`${styles.small} ${styles.muted}`} title={handledLine(row)}>
                {row.reviewed_by ? `${row.reviewed_by} ` : ''}
                <span className={styles.num}>{at}</span>
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      title: t.actions,
      key: 'actions',
      width: 140,
      render: (_: unknown, row) => {
        if (!canReview(row)) return <span className={styles.muted}>{c.none}</span>;
        const locked = busyId !== undefined;
        return (
          <ReviewButtons
            locked={locked}
            approving={busyId === row.id && review.confirming}
            approveText={t.confirm}
            rejectText={t.reject}
            onApprove={() => void review.confirmRow(row)}
            onReject={() => review.reject.open(row)}
          />
        );
      },
    },
  ];

  return (
    <DesktopQueue
      {...review.queue}
      query={queue}
      text={{ ...c, loadFailed: t.loadFailed }}
      // Narrow desktops scroll sideways rather than squeezing the order and the product.
      scroll={{ x: 1080 }}
      columns={columns}
      page={page}
      onPage={review.setPage}
    />
  );
}
