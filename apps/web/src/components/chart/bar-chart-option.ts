/**
 * The ECharts option of a bar chart (a month's days, or the last 30 days). Pure (ECharts' types only),
 * so it is tested without a canvas and stays out of every chunk but the chart's.
 */
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { BarChartProps } from './bar-chart-types';
import { axisGrid, axisTooltip } from './axis-option';
import { escapeHtml } from './escape-html';
import { numberFormat } from '@/lib/intl';

export type BarChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

const COLORS = {
  bar: '#1677ff',
  soft: '#91caff',
  axis: '#8c8c8c',
  split: '#f0f0f0',
} as const;

const compact = numberFormat({ notation: 'compact', maximumFractionDigits: 1 });
const plain = numberFormat({ maximumFractionDigits: 1 });

/** Axis numbers short enough for a phone: 8000 → "8,000", 25000 → "2.5万". */
export function axisNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? compact(value) : plain(value);
}

/** About six labels whatever the count: every 5th of a month, every bar of a week. */
export function defaultLabelEvery(count: number): number {
  return Math.max(1, Math.ceil(count / 6));
}

export function barChartOption(props: BarChartProps): BarChartOption {
  const { categories, values, axisName, tooltip, highlight } = props;
  const every = props.labelEvery ?? defaultLabelEvery(categories.length);
  return {
    animationDuration: 300,
    grid: axisGrid(8, 28),
    tooltip: axisTooltip({ type: 'shadow', shadowStyle: { color: 'rgba(22, 119, 255, 0.06)' } }, (index) => {
      const [title = '', ...lines] = tooltip(index);
      return [escapeHtml(title), ...lines.map((l) => `<b>${escapeHtml(l)}</b>`)].join('<br/>');
    }),
    xAxis: {
      type: 'category',
      data: [...categories],
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#d9d9d9' } },
      axisLabel: {
        color: COLORS.axis,
        fontSize: 11,
        interval: (index: number) => index % every === 0,
      },
    },
    yAxis: {
      type: 'value',
      name: axisName,
      nameGap: 10,
      nameTextStyle: { color: COLORS.axis, fontSize: 11, align: 'left' },
      min: 0,
      splitNumber: 3,
      axisLabel: { color: COLORS.axis, fontSize: 11, formatter: axisNumber },
      splitLine: { lineStyle: { color: COLORS.split } },
    },
    series: [
      {
        type: 'bar',
        data: values.map((value, index) => ({
          value,
          itemStyle: {
            color: highlight === undefined || highlight === index ? COLORS.bar : COLORS.soft,
          },
        })),
        barMaxWidth: 18,
        barCategoryGap: '30%',
        // A zero day still shows a sliver, so a missing day reads as 0 and not as a gap.
        barMinHeight: 1,
        itemStyle: { borderRadius: [3, 3, 0, 0] },
        emphasis: { itemStyle: { color: COLORS.bar } },
      },
    ],
  };
}
