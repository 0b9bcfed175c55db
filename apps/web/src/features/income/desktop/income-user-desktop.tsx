import { Card, Col, DatePicker, Empty, Row, Segmented, Statistic, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { mbpsText } from '@/components/chart/units';
import { incomeText } from '@/locales/zh-CN/income';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import { explanationPath } from '../api/get-income-explanation';
import { useExport } from '../hooks/use-export';
import { useUserView } from '../hooks/use-user-view';
import { memberIncomePath } from '../lib/address';
import { beijingMonth } from '../lib/calendar';
import { IncomeShare } from '../components/income-share';
import { formatYuan, perDeviceFen } from '../lib/format';
import type { GroupSortKey, IncomeGroup, IncomeGroupKind } from '../lib/groups';
import { switchPeriod } from '../lib/user-address';
import { ExportPopover } from './export-popover';
import { DesktopStepArrows } from './step-arrows';
import { LoadFailedResult } from '@/components/desktop-list';
import styles from './desktop.module.css';

const t = incomeText.user;
const KINDS: IncomeGroupKind[] = ['member', 'room', 'tag'];
const NAME_TITLE: Record<IncomeGroupKind, string> = {
  member: t.columns.member,
  room: t.columns.room,
  tag: t.columns.tag,
};

/** /income/user on desktops: the groups in a sortable table, with the period's totals (antd, own chunk). */
export default function IncomeUserDesktop() {
  return (
    <AntdScope>
      <IncomeUserView />
    </AntdScope>
  );
}

function IncomeUserView() {
  const { view, query, groups, update, yesterday, atEnd, step } = useUserView();
  const exporter = useExport();
  const { period } = view;
  const total = query.data?.total;
  const totalFen = total?.income_fen ?? 0;
  const month = period.type === 'month' ? period.month : undefined;
  // 收益诊断 explains one settled day: the day shown, or for a month the newest settled day.
  const explainDay = period.type === 'day' ? period.day : undefined;
  const sortOrder = (key: GroupSortKey) =>
    view.sort === key ? (view.order === 'desc' ? 'descend' : 'ascend') : null;

  const onChange: TableProps<IncomeGroup>['onChange'] = (_pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = s?.columnKey as GroupSortKey | undefined;
    if (!key || !s?.order) return update({ sort: 'income', order: 'desc' });
    update({ sort: key, order: s.order === 'ascend' ? 'asc' : 'desc' });
  };

  const columns: TableColumnsType<IncomeGroup> = [
    {
      title: '#',
      key: 'rank',
      width: 56,
      render: (_: unknown, _row, index) => <span className={styles.muted}>{index + 1}</span>,
    },
    {
      title: NAME_TITLE[view.by],
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_: unknown, row) =>
        row.memberId ? (
          <Link to={memberIncomePath(row.memberId, row.name, month)} title={t.viewMember}>
            {row.name}
            {row.mobile && row.mobile !== row.name ? (
              <span className={styles.muted}> · {row.mobile}</span>
            ) : null}
          </Link>
        ) : (
          row.name
        ),
    },
    {
      title: t.columns.devices,
      dataIndex: 'devices',
      key: 'devices',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('devices'),
      render: (n: number) => incomeText.common.devices(n),
    },
    {
      title: t.columns.value95,
      dataIndex: 'value95_kbps',
      key: 'value95',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('value95'),
      render: (kbps: number) => mbpsText(kbps),
    },
    {
      title: t.columns.income,
      dataIndex: 'income_fen',
      key: 'income',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('income'),
      render: (fen: number) => <span className={styles.income}>{formatYuan(fen)}</span>,
    },
    {
      title: t.columns.share,
      key: 'share',
      width: 200,
      render: (_: unknown, row) => (
        <IncomeShare
          incomeFen={row.income_fen}
          totalFen={totalFen}
          className={styles.share}
          textClassName={styles.shareText}
        />
      ),
    },
    {
      title: t.columns.perDevice,
      key: 'perDevice',
      align: 'right',
      render: (_: unknown, row) => formatYuan(perDeviceFen(row.income_fen, row.devices)),
    },
    ...(view.by === 'member'
      ? [
          {
            title: explainEntryText.open,
            key: 'explain',
            width: 96,
            render: (_: unknown, row: IncomeGroup) =>
              row.memberId ? (
                <Link
                  to={explanationPath({ day: explainDay, memberId: row.memberId, name: row.name })}
                  aria-label={explainEntryText.memberAria(row.name)}
                >
                  {explainEntryText.member}
                </Link>
              ) : null,
          },
        ]
      : []),
  ];

  const figures = [
    {
      title: t.totalIncome,
      value: total ? formatYuan(total.income_fen) : null,
      suffix: incomeText.common.yuanUnit,
    },
    {
      title: t.totalDevices,
      value: total ? String(total.devices) : null,
      suffix: incomeText.common.deviceUnit,
    },
    { title: t.totalValue95, value: total ? mbpsText(total.value95_kbps) : null, suffix: undefined },
    {
      title: t.columns.perDevice,
      value: total ? formatYuan(perDeviceFen(total.income_fen, total.devices)) : null,
      suffix: undefined,
    },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Segmented<IncomeGroupKind>
          value={view.by}
          options={KINDS.map((kind) => ({ value: kind, label: t.by[kind] }))}
          onChange={(by) => update({ by })}
        />
        <Segmented<'day' | 'month'>
          value={period.type}
          options={(['day', 'month'] as const).map((type) => ({ value: type, label: t.period[type] }))}
          onChange={(type) => update({ period: switchPeriod(period, type) })}
        />
        <DesktopStepArrows labels={incomeText.day} atEnd={atEnd} onStep={step}>
          {period.type === 'day' ? (
            <DatePicker
              value={dayjs(period.day)}
              allowClear={false}
              disabledDate={(d) => d.format('YYYY-MM-DD') > yesterday}
              onChange={(d) => d && update({ period: { type: 'day', day: d.format('YYYY-MM-DD') } })}
              aria-label={incomeText.day.pick}
            />
          ) : (
            <DatePicker
              picker="month"
              format="YYYY年MM月"
              value={dayjs(`${period.month}-01`)}
              allowClear={false}
              disabledDate={(d) => d.format('YYYY-MM') > beijingMonth()}
              onChange={(d) => d && update({ period: { type: 'month', month: d.format('YYYY-MM') } })}
              aria-label={incomeText.month.pick}
            />
          )}
        </DesktopStepArrows>
        {query.data && query.data.from !== query.data.to ? (
          <span className={styles.viewExtra}>{t.range(query.data.from, query.data.to)}</span>
        ) : null}
        <Link className={styles.push} to={explanationPath({ day: explainDay })}>
          {explainEntryText.fleet} ›
        </Link>
        <span>
          <ExportPopover
            month={period.type === 'month' ? period.month : period.day.slice(0, 7)}
            day={period.type === 'day' ? period.day : undefined}
            pending={exporter.pending}
            hint={t.exportHint}
            onExport={exporter.run}
          />
        </span>
      </div>

      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} xl={6}>
            <Card variant="borderless">
              <Statistic
                // The figure is already written (formatYuan): no grouping or rounding of antd's own.
                formatter={(value) => value}
                title={f.title}
                value={f.value ?? incomeText.common.none}
                suffix={f.value ? f.suffix : undefined}
                loading={query.isPending}
              />
            </Card>
          </Col>
        ))}
      </Row>

      <section className={styles.view}>
        {query.isError ? (
          <LoadFailedResult query={query} />
        ) : (
          <Table<IncomeGroup>
            rowKey="key"
            size="middle"
            columns={columns}
            dataSource={groups}
            loading={query.isPending || query.isFetching}
            pagination={false}
            onChange={onChange}
            showSorterTooltip={false}
            locale={{
              emptyText: (
                <Empty description={incomeText.common.empty}>
                  <span className={styles.muted}>{t.noGroups}</span>
                </Empty>
              ),
            }}
          />
        )}
      </section>
    </div>
  );
}
