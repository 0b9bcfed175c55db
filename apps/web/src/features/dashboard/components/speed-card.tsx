import { formatYuan } from '@nodebao/contract/money';
import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import { LineChart } from '@/components/chart/line-chart';
import type { LineChartLabels } from '@/components/chart/types';
import { formatBytes, formatMbps, mbpsText } from '@/components/chart/units';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { useMain2 } from '../api/get-main2';
import type { Main2, SpeedChart } from '../types';
import styles from './dashboard.module.css';
import { QueryState, Section } from './section';

// One object for the chart's lifetime: the chart rebuilds its option only when its inputs change.
const CHART_LABELS: LineChartLabels = {
  series: t.speed.series,
  value95: t.speed.value95,
  peak: t.speed.peak,
};

function Stat({ label, value, unit, note }: { label: string; value: string; unit?: string; note?: string }) {
  return (
    <div className={styles.stat}>
      <div className={styles.statLabel}>{label}</div>
      <div className={styles.statValue}>
        {value}
        {unit ? <small>{unit}</small> : null}
      </div>
      {note ? <div className={styles.statNote}>{note}</div> : null}
    </div>
  );
}

function SpeedBody({ chart }: { chart: SpeedChart }) {
  const peak = useMemo(
    () => ({ time: chart.maxTime, kbps: chart.maxValue }),
    [chart.maxTime, chart.maxValue],
  );
  // A day without a single report draws no chart (and loads no ECharts).
  if (!chart.data.some((p) => p.kbps > 0)) return <p className={styles.muted}>{t.speed.empty}</p>;
  return (
    <>
      <div className={styles.stats}>
        <Stat
          label={t.speed.peak}
          value={formatMbps(chart.maxValue)}
          unit="Mbps"
          note={t.speed.at(chart.maxTime)}
        />
        <Stat label={t.speed.value95} value={formatMbps(chart.value95)} unit="Mbps" />
        <Stat label={t.speed.total} value={formatBytes(chart.totalValue)} />
        {/* Income arrives with settlement; until then there is nothing to show, not even a dash. */}
        {chart.money !== null ? (
          <Stat label={t.speed.income} value={formatYuan(chart.money)} unit={t.income.yuanUnit} />
        ) : null}
      </div>
      <LineChart
        points={chart.data}
        labels={CHART_LABELS}
        value95Kbps={chart.value95}
        peak={peak}
        ariaLabel={t.speed.chartLabel(
          chart.day,
          mbpsText(chart.maxValue),
          chart.maxTime,
          mbpsText(chart.value95),
          chart.money === null ? null : t.speed.yuan(chart.money),
        )}
      />
    </>
  );
}

const selectSpeedChart = (home: Main2) => home.yesterdaySpeedChart;

/** Yesterday's fleet bandwidth: peak (峰值 x Mbps @ HH:mm), 95 值, total upload and the curve. */
export const SpeedCard = memo(function SpeedCard() {
  const query = useMain2(selectSpeedChart);
  const day = query.data?.day;
  return (
    <Section
      area="speed"
      title={t.speed.title}
      extra={day ? <span className={styles.hint}>{dayjs(day).format('M月D日 dddd')}</span> : null}
    >
      <QueryState query={query} lines={6}>
        {(chart) => <SpeedBody chart={chart} />}
      </QueryState>
    </Section>
  );
});
