import { Tag, Typography, type TableColumnsType } from 'antd';
import { AntdScope } from '@/app/antd-scope';
import { ReviewButtons } from '@/components/desktop-list';
import { DesktopQueue } from '@/components/queue/desktop-queue';
import { formatDateTime } from '@/lib/format';
import { activityText } from '@/locales/zh-CN/activity';
import { usePointsQueuePage, type AdminPointsWithdrawal } from '../api/points-queue';
import { usePointsReview } from '../hooks/use-points-review';
import styles from '../activity.module.css';

const t = activityText.pointsQueue;
const c = activityText.common;

/** Staff's points-withdrawal queue on desktops: a table by state, 已发送 with the hash, 驳回 with a reason. */
export default function PointsReviewDesktop() {
  return (
    <AntdScope>
      <PointsTable />
    </AntdScope>
  );
}

function PointsTable() {
  const review = usePointsReview();
  const queue = usePointsQueuePage(review.state, review.page);
  const columns: TableColumnsType<AdminPointsWithdrawal> = [
    { title: '#', dataIndex: 'id', key: 'id', width: 64 },
    {
      title: t.columns.member,
      key: 'member',
      width: 190,
      ellipsis: true,
      render: (_: unknown, row) => t.member(row.member_mobile, row.member_nickname),
    },
    {
      title: t.columns.amount,
      key: 'amount',
      width: 150,
      align: 'right',
      render: (_: unknown, row) => (
        <>
          <div className={styles.num}>{t.amount(row.amount)}</div>
          <div className={styles.muted}>{t.net(row.amount - row.fee)}</div>
        </>
      ),
    },
    {
      title: t.columns.address,
      dataIndex: 'address',
      key: 'address',
      render: (address: string) => (
        <Typography.Text className={styles.hash} copyable>
          {address}
        </Typography.Text>
      ),
    },
    {
      title: t.columns.asked,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: t.columns.state,
      key: 'state',
      width: 200,
      render: (_: unknown, row) =>
        row.state === 'pending' ? (
          <ReviewButtons
            locked={review.busyId !== undefined}
            approving={review.busyId === row.id && review.sending}
            approveText={t.send}
            rejectText={t.reject}
            onApprove={() => review.sent.open(row)}
            onReject={() => review.reject.open(row)}
          />
        ) : (
          <>
            <Tag color={row.state === 'sent' ? 'success' : 'error'}>{t.states[row.state]}</Tag>
            <div className={`${styles.muted} ${styles.hash}`}>{row.tx_hash ?? row.reason}</div>
          </>
        ),
    },
  ];
  return (
    <DesktopQueue
      {...review.queue}
      query={queue}
      text={{ loadFailed: c.loadFailed, refresh: t.refresh, cancel: t.cancel }}
      columns={columns}
      page={review.page}
      onPage={review.setPage}
    />
  );
}
