import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';

/** The box of a chart with an axis: the axis labels kept inside it, `top` left for the legend or names. */
export function axisGrid(right: number, top: number): GridComponentOption {
  return {
    left: 4,
    right,
    top,
    bottom: 4,
    // ECharts 6's replacement of containLabel: the axis labels stay inside the box.
    outerBoundsMode: 'same',
    outerBoundsContain: 'axisLabel',
  };
}

/**
 * The tooltip of the point under the pointer, kept in the chart: `text` draws the point at that index
 * (HTML, escaped by the caller), '' for none.
 */
export function axisTooltip(
  axisPointer: TooltipComponentOption['axisPointer'],
  text: (dataIndex: number) => string,
): TooltipComponentOption {
  return {
    trigger: 'axis',
    confine: true,
    axisPointer,
    formatter: (params) => {
      const first = Array.isArray(params) ? params[0] : params;
      return first ? text(first.dataIndex) : '';
    },
  };
}
