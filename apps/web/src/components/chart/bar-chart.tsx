import { lazy } from 'react';
import type { BarChartProps } from './bar-chart-types';
import { LazyFrame } from './lazy-frame';

// ECharts loads only when a chart is about to be on screen (DESIGN §3).
const BarChartCanvas = lazy(() => import('./bar-chart-canvas'));

/** A bar chart as wide as its container (200 px high by default, readable on a phone). */
export function BarChart(props: BarChartProps) {
  const { height = 200, ariaLabel } = props;
  return (
    <LazyFrame height={height} ariaLabel={ariaLabel}>
      <BarChartCanvas {...props} />
    </LazyFrame>
  );
}
