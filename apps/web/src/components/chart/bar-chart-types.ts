/** A bar per day (or per month): income in 元, a 95 值 in Mbps … The component holds no strings. */
export interface BarChartProps {
  /** The x axis, one per bar (e.g. 1日 … 30日, or 11-21). */
  categories: readonly string[];
  /** In the axis unit (元, Mbps …); what the bar's height shows. */
  values: readonly number[];
  /** Shown above the y axis: 元, Mbps. */
  axisName: string;
  /** The tooltip of one bar as plain lines (the first is its title); the chart escapes them. */
  tooltip: (index: number) => readonly string[];
  /** One x label every `labelEvery` bars, counted from the first (default: about six labels). */
  labelEvery?: number;
  /** A bar drawn in the strong colour (the chosen or latest day); the others are lighter. */
  highlight?: number | undefined;
  /** Pixels; 200 suits a phone. */
  height?: number;
  /** What a screen reader hears instead of the canvas. */
  ariaLabel: string;
}
