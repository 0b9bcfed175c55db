/** One point of a bandwidth curve: the bucket's start (HH:mm) and its rate in kbps. */
export interface RatePoint {
  time: string;
  kbps: number;
}

/** The texts the chart draws (the shared component holds no strings of its own). */
export interface LineChartLabels {
  /** The series in the tooltip, e.g. 上行. */
  series: string;
  /** The dashed line, e.g. 95 值. */
  value95: string;
  /** The mark on the highest point, e.g. 峰值. */
  peak: string;
}

export interface LineChartProps {
  points: readonly RatePoint[];
  labels: LineChartLabels;
  /** Drawn as a dashed horizontal line when given (kbps). */
  value95Kbps?: number | undefined;
  /** Marked with a drop line and its value when given. */
  peak?: RatePoint | undefined;
  /** Pixels; 220 suits a phone. */
  height?: number;
  /** What a screen reader hears instead of the canvas. */
  ariaLabel: string;
}
