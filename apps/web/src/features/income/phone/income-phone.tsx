import { DatePicker, ErrorBlock } from 'antd-mobile';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { pickerDate, pickerOldest } from '@/lib/time';
import { mbpsText } from '@/components/chart/units';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { incomeText } from '@/locales/zh-CN/income';

import { DailyIncomeChart } from '../components/daily-income-chart';
import { ExportSheet } from '../components/export-sheet';
import { useIncomeView } from '../hooks/use-income-view';

import { dayInfoPath } from '../lib/address';
import { addMonths, dayLabel } from '../lib/calendar';
import { formatYuan } from '../lib/format';
import { PhoneStepArrows } from './step-arrows';
import type { IncomeDayRow } from '../types';
import list from '@/components/phone-list.module.css';
import styles from '../components/income.module.css';
import { PullRefresh } from '@/components/pull-refresh';

const t = incomeText;
const OLDEST_MONTH = () => pickerOldest(3, 'month');

/** /income/index on a phone: the month's total, the daily chart and the list of days. */
export default function IncomePhone() {
  const view = useIncomeView();
  const { month, memberId, memberName, setMonth, clearMember } = view;
  const { summary, days, chart, exporter, fleet, current, label } = view;
  const [picking, setPicking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const isCurrent = month === current;

  const yuanOr = (fen: number | undefined) => (fen === undefined ? t.common.none : formatYuan(fen));

  return (
    <PullRefresh>
      <div className={styles.page}>
        {memberId ? (
          <div className={styles.memberBar}>
            <span>{t.common.member(memberName || `#${memberId}`)}</span>
            <button type="button" className={list.linkButton} onClick={clearMember}>
              {t.common.clearMember}
            </button>
          </div>
        ) : fleet ? (
          <div className={styles.memberBar}>
            <span>{t.info.fleetIncome}</span>
            <Link className={list.linkButton} to="/income/user">
              {t.info.byMember}
            </Link>
          </div>
        ) : null}

        <section className={styles.hero} aria-label={t.index.monthIncome}>
          <PhoneStepArrows
            className={styles.monthRow}
            arrowClassName={styles.monthArrow}
            labels={t.month}
            atEnd={isCurrent}
            onStep={(by) => setMonth(addMonths(month, by))}
          >
            <button type="button" className={styles.monthLabel} onClick={() => setPicking(true)}>
              {label} <span aria-hidden="true">▾</span>
            </button>
          </PhoneStepArrows>
          <div className={styles.heroLabel}>
            {isCurrent ? t.index.monthIncome : t.index.selectedMonthIncome(label)}（{t.common.yuanUnit}）
          </div>
          <div className={styles.heroValue} aria-live="polite">
            {days.data ? formatYuan(days.data.total.income_fen) : t.common.none}
          </div>
          <dl className={styles.heroStats}>
            <div>
              <dt>{t.index.yesterday}</dt>
              <dd>{yuanOr(summary.data?.yesterday_money)}</dd>
            </div>
            <div>
              <dt>{t.index.lastMonth}</dt>
              <dd>{yuanOr(summary.data?.last_month_money)}</dd>
            </div>
            <div>
              <dt>{t.index.total}</dt>
              <dd>{yuanOr(summary.data?.total_money)}</dd>
            </div>
          </dl>
          <div className={styles.heroActions}>
            <Link className={styles.heroButton} to="/account/money-record">
              {t.index.records}
            </Link>
            <button type="button" className={styles.heroButton} onClick={() => setExporting(true)}>
              {t.export.button}
            </button>
          </div>
        </section>

        <section className={styles.card} aria-label={t.index.chartTitle}>
          <h3 className={styles.cardTitle}>{t.index.chartTitle}</h3>
          {chart.isError ? (
            <LoadError error={chart.error} retrying={chart.isFetching} onRetry={() => void chart.refetch()} />
          ) : chart.data && chart.data.total_income_fen === 0 ? (
            <p className={styles.chartEmpty}>{t.index.chartEmpty}</p>
          ) : (
            <DailyIncomeChart days={chart.data?.data ?? []} monthLabel={label} />
          )}
        </section>

        <section className={styles.card} aria-label={t.index.daysTitle}>
          <h3 className={styles.cardTitle}>
            {t.index.daysTitle}
            {days.data && days.data.days.length > 0 ? (
              <span className={styles.cardExtra}>{t.index.monthDevices(days.data.total.devices)}</span>
            ) : null}
          </h3>
          {days.isError ? (
            <LoadError error={days.error} retrying={days.isFetching} onRetry={() => void days.refetch()} />
          ) : days.isPending ? (
            <LoadingSkeleton lines={6} />
          ) : days.data.days.length === 0 ? (
            <ErrorBlock status="empty" title={t.common.empty} description={t.common.emptyHint} />
          ) : (
            <ol className={styles.dayList}>
              {days.data.days.map((row) => (
                <DayItem key={row.day} row={row} memberId={memberId} />
              ))}
            </ol>
          )}
        </section>
        <p className={styles.footNote}>{t.index.settledNote}</p>
      </div>

      <DatePicker
        visible={picking}
        title={t.month.pick}
        precision="month"
        min={OLDEST_MONTH()}
        max={pickerDate()}
        value={dayjs(`${month}-01`).toDate()}
        onClose={() => setPicking(false)}
        onConfirm={(date) => setMonth(dayjs(date).format('YYYY-MM'))}
        cancelText={t.common.cancel}
        confirmText={t.common.ok}
      />
      <ExportSheet
        open={exporting}
        month={month}
        pending={exporter.pending}
        onExport={exporter.run}
        onClose={() => setExporting(false)}
      />
    </PullRefresh>
  );
}

/** One settled day: its date, devices and 95 值, its income; opens the day's devices. */
const DayItem = memo(function DayItem({ row, memberId }: { row: IncomeDayRow; memberId: number }) {
  return (
    <li>
      <Link className={styles.dayRow} to={dayInfoPath(row.day, memberId)}>
        <span className={styles.dayMain}>
          <span className={styles.dayDate}>{dayLabel(row.day)}</span>
          <span className={styles.dayMeta}>{t.index.dayMeta(row.devices, mbpsText(row.value95_kbps))}</span>
        </span>
        <span className={styles.dayIncome}>{formatYuan(row.income_fen)}</span>
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
});
