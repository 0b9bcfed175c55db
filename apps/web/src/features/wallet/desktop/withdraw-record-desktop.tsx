import type { Withdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Empty, Result, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { BusinessError } from '@/lib/request';
import { walletText } from '@/locales/zh-CN/wallet';
import { useWithdrawalPage } from '../api/get-withdrawals';
import { useStateParam } from '../hooks/use-state-param';
import { formatDateTime } from '@/lib/format';
import { withdrawalPayee } from '../lib/payee';
import {
  DESKTOP_STATE_COLORS,
  WITHDRAWAL_STATE_LABELS,
  WITHDRAWAL_STATES,
  type WithdrawalStateName,
} from '../lib/states';
import styles from './desktop.module.css';

const t = walletText.record;

/** /account/withdraw-record on desktops: one page at a time in a table, filtered by state. */
export default function WithdrawRecordDesktop() {
  return (
    <AntdScope>
      <RecordTable />
    </AntdScope>
  );
}

function RecordTable() {
  const navigate = useNavigate();
  const [state, setState] = useStateParam();
  const [page, setPage] = useState(1);
  const [seenState, setSeenState] = useState(state);
  if (state !== seenState) {
    setSeenState(state);
    setPage(1);
  }
  const records = useWithdrawalPage(state, page);

  const columns: TableColumnsType<Withdrawal> = [
    { title: t.serial, dataIndex: 'id', key: 'id', width: 90, className: styles.num },
    {
      title: t.amount,
      dataIndex: 'amount',
      key: 'amount',
      width: 120,
      align: 'right',
      render: (fen: number) => <span className={`${styles.num} ${styles.strong}`}>{formatYuan(fen)}</span>,
    },
    {
      title: t.fee,
      dataIndex: 'fee',
      key: 'fee',
      width: 90,
      align: 'right',
      render: (fen: number) => <span className={styles.num}>{formatYuan(fen)}</span>,
    },
    {
      title: t.net,
      dataIndex: 'net_amount',
      key: 'net',
      width: 120,
      align: 'right',
      render: (fen: number) => <span className={styles.num}>{formatYuan(fen)}</span>,
    },
    {
      title: t.payee,
      key: 'payee',
      ellipsis: { showTitle: false },
      render: (_: unknown, w) => (
        <Typography.Text ellipsis={{ tooltip: withdrawalPayee(w) }}>{withdrawalPayee(w)}</Typography.Text>
      ),
    },
    {
      title: t.state,
      dataIndex: 'state',
      key: 'state',
      width: 90,
      render: (s: WithdrawalStateName) => (
        <Tag color={DESKTOP_STATE_COLORS[s]}>{WITHDRAWAL_STATE_LABELS[s]}</Tag>
      ),
    },
    {
      title: t.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 150,
      render: (at: string) => <span className={styles.num}>{formatDateTime(at)}</span>,
    },
    {
      title: `${t.paidAt} / ${t.reason}`,
      key: 'outcome',
      width: 220,
      render: (_: unknown, w) =>
        w.state === 'rejected' ? (
          <Typography.Text className={styles.reason} ellipsis={{ tooltip: w.reason }}>
            {w.reason}
          </Typography.Text>
        ) : w.paid_at ? (
          <span className={styles.num}>{formatDateTime(w.paid_at)}</span>
        ) : (
          <span className={styles.muted}>{walletText.common.none}</span>
        ),
    },
  ];

  const emptyText = !records.data ? (
    <div className={styles.emptyLoading} />
  ) : state ? (
    <Empty description={t.emptyFiltered(WITHDRAWAL_STATE_LABELS[state])} />
  ) : (
    <Empty description={t.empty}>
      <Typography.Paragraph type="secondary">{t.emptyHint}</Typography.Paragraph>
      <Button type="primary" onClick={() => void navigate('/account/withdraw')}>
        {t.goWithdraw}
      </Button>
    </Empty>
  );

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <Segmented<string>
          value={state ?? 'all'}
          onChange={(key) => setState(WITHDRAWAL_STATES.find((s) => s === key))}
          options={[
            { value: 'all', label: t.tabs.all },
            ...WITHDRAWAL_STATES.map((s) => ({ value: s, label: t.tabs[s] })),
          ]}
        />
        <Button className={styles.push} type="primary" onClick={() => void navigate('/account/withdraw')}>
          {walletText.withdraw.title}
        </Button>
      </div>
      {records.error && !records.data ? (
        <Result
          status="warning"
          title={t.loadFailed}
          subTitle={
            records.error instanceof BusinessError ? records.error.message : walletText.common.loadFailedHint
          }
          extra={
            <Button
              type="primary"
              loading={records.isPending || records.isPlaceholderData}
              onClick={() => void records.refetch()}
            >
              {walletText.common.retry}
            </Button>
          }
        />
      ) : (
        <Table<Withdrawal>
          rowKey="id"
          size="middle"
          loading={records.isPending || records.isPlaceholderData}
          columns={columns}
          dataSource={records.data?.list ?? []}
          locale={{ emptyText }}
          pagination={{
            current: page,
            pageSize: records.data?.pages.pageSize ?? 20,
            total: records.data?.pages.totalCount ?? 0,
            showSizeChanger: false,
            showTotal: walletText.common.total,
            onChange: setPage,
            hideOnSinglePage: false,
          }}
        />
      )}
    </div>
  );
}
