/**
 * The bar chart itself, loaded on demand by `BarChart`: ECharts' core with only the bar series, grid
 * and tooltip (the line chart's chunk shares the core) and echarts-for-react's core wrapper.
 */
import { BarChart as BarSeries } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { barChartOption } from './bar-chart-option';
import type { BarChartProps } from './bar-chart-types';

echarts.use([BarSeries, GridComponent, TooltipComponent, CanvasRenderer]);

const FILL = { width: '100%', height: '100%' } as const;
const OPTS = { renderer: 'canvas' } as const;

export default function BarChartCanvas(props: BarChartProps) {
  const { categories, values, axisName, tooltip, labelEvery, highlight, ariaLabel } = props;
  const option = useMemo(
    () => barChartOption({ categories, values, axisName, tooltip, labelEvery, highlight, ariaLabel }),
    [categories, values, axisName, tooltip, labelEvery, highlight, ariaLabel],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={FILL} opts={OPTS} />;
}
