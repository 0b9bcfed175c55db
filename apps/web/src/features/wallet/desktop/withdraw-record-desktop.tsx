import type { Withdrawal } from '@nodebao/contract';
import { Button, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { PagedTable, TableEmpty, yuanColumn } from '@/components/desktop-list';
import { usePageFor } from '@/lib/list/use-page-for';
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
  const [page, setPage] = usePageFor(state);
  const records = useWithdrawalPage(state, page);

  const columns: TableColumnsType<Withdrawal> = [
    { title: t.serial, dataIndex: 'id', key: 'id', width: 90, className: styles.num },
    yuanColumn(t.amount, 'amount', { width: 120, strong: true }),
    yuanColumn(t.fee, 'fee', { width: 90 }),
    yuanColumn(t.net, 'net_amount', { key: 'net', width: 120 }),
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
      <PagedTable<Withdrawal>
        query={records}
        text={{ loadFailed: t.loadFailed }}
        size="middle"
        tableLayout="auto"
        columns={columns}
        empty={
          <TableEmpty
            filtered={state !== undefined}
            title={t.empty}
            hint={t.emptyHint}
            action={
              <Button type="primary" onClick={() => void navigate('/account/withdraw')}>
                {t.goWithdraw}
              </Button>
            }
            noMatchTitle={state ? t.emptyFiltered(WITHDRAWAL_STATE_LABELS[state]) : undefined}
          />
        }
        page={page}
        onPage={setPage}
      />
    </div>
  );
}
