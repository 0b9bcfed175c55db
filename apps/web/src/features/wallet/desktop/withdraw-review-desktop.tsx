import type { AdminWithdrawal } from '@nodebao/contract';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { AntdScope } from '@/app/antd-scope';
import { ReviewButtons, yuanColumn } from '@/components/desktop-list';
import { DesktopQueue } from '@/components/queue/desktop-queue';
import { walletText } from '@/locales/zh-CN/wallet';
import { useReviewPage } from '../api/get-review-queue';
import { useWithdrawReview } from '../hooks/use-withdraw-review';
import { formatDateTime } from '@/lib/format';
import { attemptLine, staffAccount } from '../lib/review';
import { DESKTOP_STATE_COLORS, WITHDRAWAL_STATE_LABELS, type WithdrawalStateName } from '../lib/states';
import { TransferDetails } from './transfer-details';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';

const t = walletText.superman.review;
const r = walletText.record;

/** The staff withdrawal queue on desktops (a section of /superman/index). */
export default function WithdrawReviewDesktop() {
  return (
    <AntdScope>
      <ReviewTable />
    </AntdScope>
  );
}

function ReviewTable() {
  const review = useWithdrawReview((row) => <TransferDetails row={row} />);
  const { page, busyId } = review;
  const queue = useReviewPage(review.state, page);

  const columns: TableColumnsType<AdminWithdrawal> = [
    { title: r.serial, dataIndex: 'id', key: 'id', width: 72, className: table.num },
    {
      title: t.member,
      dataIndex: 'member_mobile',
      key: 'member',
      width: 110,
      render: (mobile: string) => <span className={table.num}>{mobile}</span>,
    },
    yuanColumn(t.amount, 'amount', { width: 90, strong: true }),
    yuanColumn(t.fee, 'fee', { width: 70 }),
    yuanColumn(t.net, 'net_amount', { key: 'net', width: 90, strong: true }),
    {
      title: t.payee,
      key: 'payee',
      render: (_: unknown, row) => (
        <div className={table.stack}>
          <span className={styles.payeeLine}>
            <Tag color={row.payee_kind === 'alipay' ? 'blue' : 'volcano'}>
              {row.payee_kind === 'alipay' ? walletText.common.alipay : row.bank_name}
            </Tag>
            {row.payee_name}
          </span>
          <Typography.Text className={table.mono} copyable={{ text: row.payee_account }}>
            {staffAccount(row)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t.state,
      dataIndex: 'state',
      key: 'state',
      width: 140,
      render: (s: WithdrawalStateName, row) => {
        // Under the state, without expanding: why it was refused, else what the payout last answered.
        const attempt = row.attempts.at(-1);
        const note =
          row.state === 'rejected' && row.reason ? row.reason : attempt ? attemptLine(attempt) : '';
        return (
          <div className={table.stack}>
            <span>
              <Tag color={DESKTOP_STATE_COLORS[s]}>{WITHDRAWAL_STATE_LABELS[s]}</Tag>
            </span>
            {note ? (
              <Typography.Text type="secondary" className={table.small} ellipsis={{ tooltip: note }}>
                {note}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      title: t.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 130,
      render: (at: string) => <span className={table.num}>{formatDateTime(at)}</span>,
    },
    {
      title: t.actions,
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => {
        const locked = busyId !== undefined;
        if (row.state === 'pending') {
          return (
            <ReviewButtons
              locked={locked}
              approving={busyId === row.id && review.approving}
              approveText={t.approve}
              rejectText={t.reject}
              onApprove={() => void review.approve(row)}
              onReject={() => review.reject.open(row)}
            />
          );
        }
        if (row.state === 'paying') {
          return (
            <Button
              size="small"
              disabled={locked}
              loading={busyId === row.id}
              onClick={() => void review.queryPayout(row)}
            >
              {t.query}
            </Button>
          );
        }
        return <span className={table.muted}>{walletText.common.none}</span>;
      },
    },
  ];

  return (
    <DesktopQueue
      {...review.queue}
      query={queue}
      text={{ ...walletText.common, loadFailed: t.loadFailed }}
      columns={columns}
      expandable={{ expandedRowRender: (row) => <Details row={row} />, rowExpandable: () => true }}
      page={page}
      onPage={review.setPage}
    />
  );
}

/** The expanded row: the payout attempts, and the outcome (reference, times, reason). */
function Details({ row }: { row: AdminWithdrawal }) {
  return (
    <div className={styles.expanded}>
      <div>
        <h4 className={styles.expandedTitle}>{r.state}</h4>
        <div>
          {r.reviewedAt}：{formatDateTime(row.reviewed_at)}
        </div>
        <div>
          {r.paidAt}：{formatDateTime(row.paid_at)}
        </div>
        {row.payout_reference ? (
          <div>
            {t.reference}：<span className={table.mono}>{row.payout_reference}</span>
          </div>
        ) : null}
        {row.reason ? (
          <div className={table.reason}>
            {t.reason}：{row.reason}
          </div>
        ) : null}
      </div>
      <div>
        <h4 className={styles.expandedTitle}>{t.attempts}</h4>
        {row.attempts.length === 0 ? (
          <span className={table.muted}>{t.noAttempts}</span>
        ) : (
          <ol className={styles.attempts}>
            {row.attempts.map((a, i) => (
              <li key={i}>
                <span className={table.num}>{formatDateTime(a.created_at)}</span> {attemptLine(a)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
