/**
 * The month card's two charts from main2: income per settled day in 元, and upload per day in GB or
 * TB (whichever keeps the axis numbers short), with the tooltips a phone shows on a tap.
 */
import { formatBytes } from '@/components/chart/units';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { dayText } from '@/lib/format';
import type { Main2 } from '../types';

export type MonthKind = 'money' | 'flow';

export type MonthSeries = {
  categories: string[];
  values: number[];
  axisName: string;
  /** The month so far, as text: 本月合计 5261.80 元. */
  total: string;
  /** Nothing to draw: no day of the month settled with a figure above zero. */
  empty: boolean;
  /** The tooltip of a bar as plain lines: the day, then its figure. */
  tooltip: (index: number) => string[];
};

const GB = 1024 ** 3;
const TB = 1024 ** 4;

/** "2026-11-05" → "5日", the x axis. */
function dateOfMonth(day: string): string {
  return `${Number(day.slice(8, 10))}日`;
}

export function monthSeries(
  home: Pick<Main2, 'monthMoney' | 'monthFlowChart'>,
  kind: MonthKind,
): MonthSeries {
  if (kind === 'money') {
    const days = home.monthMoney;
    const total = days.reduce((s, d) => s + d.income_fen, 0);
    return {
      categories: days.map((d) => dateOfMonth(d.day)),
      values: days.map((d) => d.income_fen / 100),
      axisName: t.month.moneyAxis,
      total: t.month.moneyTotal(total),
      empty: !days.some((d) => d.income_fen > 0),
      tooltip: (i) => {
        const d = days[i];
        return d ? [dayText(d.day), t.month.tooltipMoney(d.income_fen)] : [];
      },
    };
  }
  const days = home.monthFlowChart;
  const max = days.reduce((m, d) => Math.max(m, d.bytes_up), 0);
  const [unit, size] = max >= TB ? (['TB', TB] as const) : (['GB', GB] as const);
  return {
    categories: days.map((d) => dateOfMonth(d.day)),
    values: days.map((d) => Math.round((d.bytes_up / size) * 100) / 100),
    axisName: unit,
    total: t.month.flowTotal(formatBytes(days.reduce((s, d) => s + d.bytes_up, 0))),
    empty: !days.some((d) => d.bytes_up > 0),
    tooltip: (i) => {
      const d = days[i];
      return d ? [dayText(d.day), t.month.tooltipFlow(formatBytes(d.bytes_up))] : [];
    },
  };
}
