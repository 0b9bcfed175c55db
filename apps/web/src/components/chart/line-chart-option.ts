/**
 * The ECharts option of a kbps curve, shown in Mbps: a line with a light area, a dashed 95 值 line
 * and a drop line on the peak. Pure (ECharts' types only), so it is tested without a canvas and stays
 * out of every chunk but the chart's.
 */
import type { LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatMbps } from './units';
import type { LineChartProps } from './types';
import { numberFormat } from '@/lib/intl';
import { axisGrid, axisTooltip } from './axis-option';
import { escapeHtml } from './escape-html';

export type LineChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | MarkLineComponentOption
>;

type MarkLineData = NonNullable<MarkLineComponentOption['data']>;

const COLORS = {
  line: '#1677ff',
  areaTop: 'rgba(22, 119, 255, 0.28)',
  areaBottom: 'rgba(22, 119, 255, 0.02)',
  value95: '#fa8c16',
  value95Text: '#d46b08',
  peak: '#f5222d',
  axis: '#8c8c8c',
  split: '#f0f0f0',
} as const;

/** One x label every 4 hours on a day of 288 five-minute points (00:00, 04:00 … 20:00). */
const LABEL_EVERY = 48;

const axisNumber = numberFormat({ maximumFractionDigits: 1 });

/** Near either end the peak's label leans inwards so the canvas does not cut it. */
function peakAlign(index: number, count: number): 'left' | 'center' | 'right' {
  if (count <= 0) return 'center';
  if (index < count * 0.12) return 'left';
  if (index > count * 0.88) return 'right';
  return 'center';
}

function markLines({ points, labels, value95Kbps, peak }: LineChartProps): MarkLineData {
  const data: MarkLineData = [];
  const peakIndex = peak ? points.findIndex((p) => p.time === peak.time) : -1;
  if (value95Kbps !== undefined && value95Kbps > 0) {
    // The 95 值 label sits at the end of the day away from the peak's, so the two never overlap.
    const peakLate = peakIndex >= points.length / 2;
    data.push({
      name: labels.value95,
      yAxis: value95Kbps / 1000,
      lineStyle: { color: COLORS.value95, type: 'dashed', width: 1.2 },
      label: {
        formatter: `${labels.value95} ${formatMbps(value95Kbps)}`,
        position: peakLate ? 'insideStartTop' : 'insideEndTop',
        color: COLORS.value95Text,
        fontSize: 11,
      },
    });
  }
  if (peak && peak.kbps > 0) {
    const index = peakIndex;
    if (index >= 0) {
      const y = peak.kbps / 1000;
      const label = {
        show: true,
        formatter: `${labels.peak} ${formatMbps(peak.kbps)}`,
        position: 'end' as const,
        align: peakAlign(index, points.length),
        color: COLORS.peak,
        fontSize: 11,
        distance: 4,
      };
      data.push([
        {
          name: labels.peak,
          coord: [peak.time, 0],
          symbol: 'none',
          lineStyle: { color: COLORS.peak, type: 'dotted', width: 1 },
          label,
        },
        { coord: [peak.time, y], symbol: 'circle', symbolSize: 6, label },
      ]);
    }
  }
  return data;
}

export function lineChartOption(props: LineChartProps): LineChartOption {
  const { points, labels } = props;
  return {
    animationDuration: 300,
    grid: axisGrid(12, 30),
    tooltip: axisTooltip({ type: 'line', lineStyle: { color: '#bfbfbf' } }, (index) => {
      const point = points[index];
      if (!point) return '';
      return `${escapeHtml(point.time)}<br/>${escapeHtml(labels.series)} <b>${formatMbps(point.kbps)}</b> Mbps`;
    }),
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => p.time),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#d9d9d9' } },
      axisLabel: {
        color: COLORS.axis,
        fontSize: 11,
        interval: (index: number) => index % LABEL_EVERY === 0,
      },
    },
    yAxis: {
      type: 'value',
      name: 'Mbps',
      nameGap: 10,
      nameTextStyle: { color: COLORS.axis, fontSize: 11, align: 'left' },
      min: 0,
      splitNumber: 4,
      axisLabel: { color: COLORS.axis, fontSize: 11, formatter: (value: number) => axisNumber(value) },
      splitLine: { lineStyle: { color: COLORS.split } },
    },
    series: [
      {
        type: 'line',
        name: labels.series,
        data: points.map((p) => p.kbps / 1000),
        showSymbol: false,
        symbol: 'circle',
        symbolSize: 5,
        lineStyle: { color: COLORS.line, width: 1.5 },
        itemStyle: { color: COLORS.line },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: COLORS.areaTop },
              { offset: 1, color: COLORS.areaBottom },
            ],
          },
        },
        markLine: { silent: true, symbol: ['none', 'none'], animation: false, data: markLines(props) },
      },
    ],
  };
}
