import { Card, Col, DatePicker, Empty, Row, Statistic } from 'antd';
import type { TableColumnType, TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { AntdScope } from '@/app/antd-scope';
import { formatMinutes, mbpsText } from '@/components/chart/units';
import { incomeText } from '@/locales/zh-CN/income';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import { Link } from 'react-router';
import { explanationPath } from '../api/get-income-explanation';
import { useIncomeDevices } from '../api/get-income-devices';
import { useInfoAddress } from '../hooks/use-info-address';
import { useShowMember } from '../hooks/use-show-member';
import { addDays, beijingToday, dayLabel } from '../lib/calendar';
import { ispText } from '@/lib/format';
import { availabilityText, formatYuan } from '../lib/format';
import type { IncomeDeviceRow } from '../types';
import { MoreTable } from '@/components/desktop-list';
import { DesktopStepArrows } from './step-arrows';
import styles from './desktop.module.css';

const t = incomeText.info;

/** /account/money-record-info on desktops: the day's totals and a table of its devices. */
export default function RecordInfoDesktop() {
  return (
    <AntdScope>
      <RecordInfoView />
    </AntdScope>
  );
}

function RecordInfoView() {
  const { day, memberId, setDay } = useInfoAddress();
  const devices = useIncomeDevices(day, memberId);
  const showMember = useShowMember(memberId);
  const yesterday = addDays(beijingToday(), -1);
  const total = devices.first?.extra;

  const columns: TableColumnsType<IncomeDeviceRow> = [
    {
      title: t.columns.device,
      key: 'device',
      render: (_: unknown, row) => (
        <>
          <div className={styles.mono}>{row.sn}</div>
          {row.name ? <div className={styles.muted}>{row.name}</div> : null}
        </>
      ),
    },
    ...(showMember
      ? [{ title: t.columns.member, dataIndex: 'member_mobile', key: 'member', width: 130 } as const]
      : []),
    figureColumn(t.columns.value95, 'value95_kbps', 'value95', (kbps) => mbpsText(kbps)),
    figureColumn(t.columns.peak, 'peak_kbps', 'peak', (kbps) => mbpsText(kbps)),
    figureColumn(t.columns.availability, 'availability_bp', 'availability', (bp) => availabilityText(bp)),
    figureColumn(t.columns.online, 'online_minutes', 'online', (minutes) => formatMinutes(minutes)),
    {
      title: t.columns.isp,
      dataIndex: 'isp',
      key: 'isp',
      width: 80,
      render: (isp: string | null) => ispText(isp),
    },
    figureColumn(t.columns.price, 'unit_price_fen', 'price', (fen) => t.price(formatYuan(fen))),
    figureColumn(t.columns.income, 'income_fen', 'income', (fen) => (
      <span className={styles.income}>{formatYuan(fen)}</span>
    )),
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <DesktopStepArrows
          labels={incomeText.day}
          atEnd={day >= yesterday}
          onStep={(by) => setDay(addDays(day, by))}
        >
          <DatePicker
            value={dayjs(day)}
            allowClear={false}
            disabledDate={(d) => d.format('YYYY-MM-DD') > yesterday}
            onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
            aria-label={incomeText.day.pick}
          />
        </DesktopStepArrows>
        <span className={styles.viewExtra}>{dayLabel(day)}</span>
        {showMember ? <span className={styles.viewExtra}>{t.fleetNote}</span> : null}
        {total ? (
          <Link className={styles.push} to={explanationPath({ day, memberId })}>
            {explainEntryText.link}
          </Link>
        ) : null}
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={12} xl={6}>
          <Card variant="borderless">
            <Statistic
              // The figure is already written (formatYuan): no grouping or rounding of antd's own.
              formatter={(value) => value}
              title={t.dayIncome}
              value={total ? formatYuan(total.income_fen) : incomeText.common.none}
              suffix={total ? incomeText.common.yuanUnit : undefined}
              loading={devices.isPending}
            />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card variant="borderless">
            <Statistic
              // The figure is already written (formatYuan): no grouping or rounding of antd's own.
              formatter={(value) => value}
              title={t.devices}
              value={total ? total.devices : incomeText.common.none}
              suffix={total ? incomeText.common.deviceUnit : undefined}
              loading={devices.isPending}
            />
          </Card>
        </Col>
      </Row>
      <section className={styles.view}>
        <MoreTable<IncomeDeviceRow>
          list={devices}
          rowKey="device_id"
          columns={columns}
          empty={
            <Empty description={incomeText.common.empty}>
              <span className={styles.muted}>{t.unsettled}</span>
            </Empty>
          }
          count={
            <span>{incomeText.common.total(devices.first?.pages.totalCount ?? devices.list.length)}</span>
          }
        />
      </section>
    </div>
  );
}

/** A device's figure, right-aligned, written by `text`. */
function figureColumn(
  title: string,
  dataIndex: keyof IncomeDeviceRow & string,
  key: string,
  text: (value: number) => ReactNode,
): TableColumnType<IncomeDeviceRow> {
  return { title, dataIndex, key, align: 'right', render: (value: number) => text(value) };
}
