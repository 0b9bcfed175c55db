import type { LedgerTransferKind } from '@nodebao/contract/money';
import { Button, DatePicker, Empty, Segmented, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { incomeText } from '@/locales/zh-CN/income';
import { useMoneyRecords } from '../api/get-money-records';
import { useMoneyRecordRequest } from '../hooks/use-money-record-request';
import { dayInfoPath } from '../lib/address';
import { beijingToday } from '../lib/calendar';
import { formatDateTime } from '@/lib/format';
import { formatYuan, signedYuan } from '../lib/format';
import { amountTone, detailDay, kindName } from '../lib/records';
import type { MoneyRecord, MoneyRecordKind } from '../types';
import { MoreTable } from '@/components/desktop-list';
import styles from './desktop.module.css';

const t = incomeText.record;
const KINDS: MoneyRecordKind[] = ['all', 'income', 'withdraw'];
const KIND_COLORS: Record<LedgerTransferKind, string> = {
  settlement: 'blue',
  referral: 'orange',
  withdraw_request: 'red',
  withdraw_paid: 'red',
  withdraw_rejected: 'green',
  correction: 'default',
  code_sale: 'default',
  points_settlement: 'gold',
  points_withdraw_request: 'gold',
  points_withdraw_sent: 'gold',
  points_withdraw_rejected: 'gold',
  lottery_prize: 'magenta',
};

/** /account/money-record on desktops: a dense table of ledger lines, 加载更多 appends the next page. */
export default function MoneyRecordDesktop() {
  return (
    <AntdScope>
      <MoneyRecordView />
    </AntdScope>
  );
}

function MoneyRecordView() {
  const { request, ready, memberId, filtered, setRequest, resetRequest } = useMoneyRecordRequest();
  const records = useMoneyRecords(request, ready);
  const today = beijingToday();

  const columns: TableColumnsType<MoneyRecord> = [
    {
      title: t.columns.time,
      dataIndex: 'created_at',
      key: 'time',
      width: 170,
      render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>,
    },
    {
      title: t.columns.kind,
      dataIndex: 'kind',
      key: 'kind',
      width: 110,
      render: (kind: MoneyRecord['kind']) => <Tag color={KIND_COLORS[kind]}>{kindName(kind)}</Tag>,
    },
    { title: t.columns.memo, dataIndex: 'memo', key: 'memo', ellipsis: true },
    {
      title: t.columns.amount,
      dataIndex: 'amount_fen',
      key: 'amount',
      align: 'right',
      width: 150,
      render: (fen: number) => {
        const tone = amountTone(fen);
        return <span className={tone === 'zero' ? undefined : styles[tone]}>{signedYuan(fen)}</span>;
      },
    },
    {
      title: t.columns.balance,
      dataIndex: 'balance_after_fen',
      key: 'balance',
      align: 'right',
      width: 150,
      render: (fen: number) => formatYuan(fen),
    },
    {
      title: t.columns.action,
      key: 'action',
      width: 100,
      render: (_: unknown, record) => {
        const day = detailDay(record);
        return day ? <Link to={dayInfoPath(day, memberId)}>{t.viewDetail}</Link> : null;
      },
    },
  ];

  return (
    <section className={styles.view}>
      <div className={styles.toolbar} style={{ marginBottom: 12 }}>
        <Segmented<MoneyRecordKind>
          value={request.kind}
          options={KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          onChange={(kind) => setRequest({ kind })}
        />
        <DatePicker.RangePicker
          value={request.start && request.end ? [dayjs(request.start), dayjs(request.end)] : null}
          disabledDate={(d) => d.format('YYYY-MM-DD') > today}
          onChange={(values) =>
            setRequest({
              start: values?.[0]?.format('YYYY-MM-DD') ?? null,
              end: values?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
          aria-label={t.pickRange}
        />
        {filtered ? <Button onClick={resetRequest}>{t.clearFilters}</Button> : null}
        {records.first ? (
          <span className={`${styles.push} ${styles.viewExtra}`}>
            {incomeText.common.total(records.first.pages.totalCount)}
          </span>
        ) : null}
      </div>
      <MoreTable<MoneyRecord>
        list={records}
        rowKey="id"
        columns={columns}
        loading={!ready || records.isPending || (records.isRefetching && !records.isFetchingNextPage)}
        empty={
          filtered ? (
            <Empty description={t.noMatch}>
              <Button onClick={resetRequest}>{t.clearFilters}</Button>
            </Empty>
          ) : (
            <Empty description={incomeText.common.empty} />
          )
        }
        end={<span>{incomeText.common.noMore}</span>}
      />
    </section>
  );
}
