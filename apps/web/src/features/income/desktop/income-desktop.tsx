import { Card, Col, DatePicker, Empty, Row, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { formatBytes, mbpsText } from '@/components/chart/units';
import { incomeText } from '@/locales/zh-CN/income';

import { DailyIncomeChart } from '../components/daily-income-chart';
import { useIncomeView } from '../hooks/use-income-view';

import { dayInfoPath } from '../lib/address';
import { addMonths, dayLabel } from '../lib/calendar';
import { DesktopStepArrows } from './step-arrows';
import { formatYuan } from '../lib/format';
import type { IncomeDayRow, MonthData } from '../types';
import { ExportPopover } from './export-popover';
import { LoadFailedResult } from '@/components/desktop-list';
import styles from './desktop.module.css';

const t = incomeText;

/** /income/index on desktops: month figures, the daily chart and the table of days (antd, own chunk). */
export default function IncomeDesktop() {
  return (
    <AntdScope>
      <IncomeView />
    </AntdScope>
  );
}

function IncomeView() {
  const view = useIncomeView();
  const { month, memberId, memberName, setMonth, clearMember } = view;
  const { summary, days, chart, exporter, fleet, current, label } = view;

  const columns: TableColumnsType<IncomeDayRow> = [
    {
      title: t.index.columns.day,
      dataIndex: 'day',
      key: 'day',
      render: (day: string) => <Link to={dayInfoPath(day, memberId)}>{dayLabel(day)}</Link>,
    },
    {
      title: t.index.columns.income,
      dataIndex: 'income_fen',
      key: 'income',
      align: 'right',
      render: (fen: number) => <span className={styles.income}>{formatYuan(fen)}</span>,
    },
    {
      title: t.index.columns.devices,
      dataIndex: 'devices',
      key: 'devices',
      align: 'right',
      render: (n: number) => t.common.devices(n),
    },
    {
      title: t.index.columns.value95,
      dataIndex: 'value95_kbps',
      key: 'value95',
      align: 'right',
      render: (kbps: number) => mbpsText(kbps),
    },
    {
      title: t.index.columns.flow,
      dataIndex: 'bytes_up',
      key: 'flow',
      align: 'right',
      render: (bytes: number) => formatBytes(bytes),
    },
    {
      title: t.index.columns.action,
      key: 'action',
      width: 110,
      render: (_: unknown, row) => <Link to={dayInfoPath(row.day, memberId)}>{t.index.viewDay}</Link>,
    },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <DesktopStepArrows
          labels={t.month}
          atEnd={month >= current}
          onStep={(by) => setMonth(addMonths(month, by))}
        >
          <DatePicker
            picker="month"
            value={dayjs(`${month}-01`)}
            allowClear={false}
            format="YYYY年MM月"
            disabledDate={(d) => d.format('YYYY-MM') > current}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
            aria-label={t.month.pick}
          />
        </DesktopStepArrows>
        {memberId ? (
          <Tag closable color="blue" onClose={clearMember}>
            {t.common.member(memberName || `#${memberId}`)}
          </Tag>
        ) : fleet ? (
          <span className={styles.viewExtra}>
            {t.info.fleetIncome} · <Link to="/income/user">{t.info.byMember}</Link>
          </span>
        ) : null}
        <Space className={styles.push}>
          <Link to="/account/money-record">{t.index.records}</Link>
          <ExportPopover month={month} pending={exporter.pending} onExport={exporter.run} />
        </Space>
      </div>

      <Figures
        label={month === current ? t.index.monthIncome : t.index.selectedMonthIncome(label)}
        monthFen={days.data?.total.income_fen}
        monthDevices={days.data?.total.devices}
        monthPending={days.isPending}
        summary={summary.data}
        summaryPending={summary.isPending}
      />

      <section className={styles.view} aria-label={t.index.chartTitle}>
        <h3 className={styles.viewTitle}>
          {t.index.chartTitle} · {label}
        </h3>
        {chart.isError ? (
          <LoadFailedResult query={chart} />
        ) : chart.data && chart.data.total_income_fen === 0 ? (
          <div className={styles.chartEmpty}>{t.index.chartEmpty}</div>
        ) : (
          <DailyIncomeChart days={chart.data?.data ?? []} monthLabel={label} height={280} />
        )}
      </section>

      <section className={styles.view} aria-label={t.index.daysTitle}>
        <h3 className={styles.viewTitle}>
          {t.index.daysTitle}
          <span className={styles.viewExtra}>{t.index.settledNote}</span>
        </h3>
        {days.isError ? (
          <LoadFailedResult query={days} />
        ) : (
          <Table<IncomeDayRow>
            rowKey="day"
            size="middle"
            columns={columns}
            dataSource={days.data?.days ?? []}
            loading={days.isPending}
            pagination={false}
            locale={{ emptyText: <Empty description={t.common.empty} /> }}
          />
        )}
      </section>
    </div>
  );
}

type FiguresProps = {
  label: string;
  monthFen: number | undefined;
  monthDevices: number | undefined;
  monthPending: boolean;
  summary: MonthData | undefined;
  summaryPending: boolean;
};

function Figures({ label, monthFen, monthDevices, monthPending, summary, summaryPending }: FiguresProps) {
  const cards = [
    {
      title: label,
      fen: monthFen,
      pending: monthPending,
      note: monthDevices === undefined ? null : t.index.monthDevices(monthDevices),
    },
    { title: t.index.yesterday, fen: summary?.yesterday_money, pending: summaryPending, note: null },
    { title: t.index.lastMonth, fen: summary?.last_month_money, pending: summaryPending, note: null },
    { title: t.index.total, fen: summary?.total_money, pending: summaryPending, note: null },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} xl={6}>
          <Card variant="borderless">
            {card.fen === undefined && card.pending ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : (
              <>
                <Statistic
                  // The figure is already written (formatYuan): no grouping or rounding of antd's own.
                  formatter={(value) => value}
                  title={card.title}
                  value={card.fen === undefined ? t.common.none : formatYuan(card.fen)}
                  suffix={card.fen === undefined ? undefined : t.common.yuanUnit}
                />
                {card.note ? <div className={styles.statNote}>{card.note}</div> : null}
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
