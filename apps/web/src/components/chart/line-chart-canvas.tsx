/**
 * The chart itself, loaded on demand by `LineChart`: ECharts' core with only the parts the curve uses
 * (DESIGN §3: the full import doubles its size) and echarts-for-react's core wrapper.
 */
import { LineChart as LineSeries } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { lineChartOption } from './line-chart-option';
import type { LineChartProps } from './types';

echarts.use([LineSeries, GridComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

const FILL = { width: '100%', height: '100%' } as const;
const OPTS = { renderer: 'canvas' } as const;

export default function LineChartCanvas({ points, labels, value95Kbps, peak, ariaLabel }: LineChartProps) {
  const option = useMemo(
    () => lineChartOption({ points, labels, value95Kbps, peak, ariaLabel }),
    [points, labels, value95Kbps, peak, ariaLabel],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={FILL} opts={OPTS} />;
}
