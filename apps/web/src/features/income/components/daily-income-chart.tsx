import { useMemo } from 'react';
import { BarChart } from '@/components/chart/bar-chart';
import { mbpsText } from '@/components/chart/units';
import { incomeText } from '@/locales/zh-CN/income';
import { dayLabel, dayOfMonth } from '../lib/calendar';
import { fenToYuanNumber, formatYuan } from '../lib/format';
import type { DailyFigures } from '../types';

const t = incomeText;

type DailyIncomeChartProps = {
  /** Every day of the month up to yesterday, zeros included (tongji/member-month-data). */
  days: readonly DailyFigures[];
  monthLabel: string;
  height?: number;
};

/** The month's income by day, one bar a day in 元; a tap shows the day's figures. */
export function DailyIncomeChart({ days, monthLabel, height = 200 }: DailyIncomeChartProps) {
  const categories = useMemo(() => days.map((d) => dayOfMonth(d.day)), [days]);
  const values = useMemo(() => days.map((d) => fenToYuanNumber(d.income_fen)), [days]);
  const tooltip = useMemo(
    () => (index: number) => {
      const d = days[index];
      if (!d) return [];
      return [
        dayLabel(d.day),
        t.index.tipIncome(formatYuan(d.income_fen)),
        t.index.tipDevices(d.devices),
        t.index.tipValue95(mbpsText(d.value95_kbps)),
      ];
    },
    [days],
  );
  // The latest day with income stands out: where the month has got to.
  const latest = useMemo(() => {
    for (let i = days.length - 1; i >= 0; i -= 1) if ((days[i]?.income_fen ?? 0) > 0) return i;
    return undefined;
  }, [days]);
  return (
    <BarChart
      categories={categories}
      values={values}
      axisName={t.common.yuanUnit}
      tooltip={tooltip}
      highlight={latest}
      height={height}
      ariaLabel={t.index.chartAria(monthLabel)}
    />
  );
}
