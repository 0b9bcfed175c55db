import { lazy } from 'react';
import { LazyFrame } from './lazy-frame';
import type { LineChartProps } from './types';

// ECharts loads only when a chart is about to be on screen (DESIGN §3).
const LineChartCanvas = lazy(() => import('./line-chart-canvas'));

/**
 * A day's bandwidth curve (kbps in, Mbps on screen) with its 95 值 line and its peak, sized for a
 * phone (220 px high by default) and as wide as its container.
 */
export function LineChart(props: LineChartProps) {
  const { height = 220, ariaLabel } = props;
  return (
    <LazyFrame height={height} ariaLabel={ariaLabel}>
      <LineChartCanvas {...props} />
    </LazyFrame>
  );
}
