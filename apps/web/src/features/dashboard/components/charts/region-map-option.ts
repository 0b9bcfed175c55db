/**
 * The ECharts option of a province or city choropleth. Pure (type imports only): tested without a
 * canvas and kept out of every chunk but the map's.
 */
import type { MapSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { RegionMapProps } from './region-map-types';

export type RegionMapOption = ComposeOption<
  MapSeriesOption | TooltipComponentOption | VisualMapComponentOption
>;

/** Regions without figures: a light grey that still shows the borders. */
const EMPTY_AREA = '#eef0f4';
const BORDER = '#ffffff';
/** Dark names with a white halo: readable on the lightest and the darkest colour of a ramp. */
const LABEL = { color: '#1f1f1f', fontSize: 10, textBorderColor: '#ffffff', textBorderWidth: 2 } as const;
/** Room under the map for the horizontal scale. */
const LEGEND_SPACE = 28;

export function regionMapOption(props: RegionMapProps): RegionMapOption {
  const { mapName, regions, colors, legend, tooltip } = props;
  const max = regions.reduce((m, r) => Math.max(m, r.value), 0);
  return {
    animationDuration: 300,
    tooltip: {
      trigger: 'item',
      confine: true,
      // A region without figures has nothing to say.
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        return item?.name ? tooltip(item.name) : '';
      },
    },
    // The scale lies under the map, not on it: a vertical bar in a corner covers a province's west.
    visualMap: {
      type: 'continuous',
      show: regions.length > 0,
      min: 0,
      // A scale of one so that all-zero figures (the 1st of a month) still draw in the lightest colour.
      max: Math.max(max, 1),
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemWidth: 8,
      itemHeight: 96,
      text: [legend[0], legend[1]],
      textGap: 6,
      textStyle: { color: '#8c8c8c', fontSize: 11 },
      calculable: false,
      realtime: false,
      inRange: { color: [...colors] },
      seriesIndex: 0,
    },
    series: [
      {
        type: 'map',
        map: mapName,
        roam: false,
        selectedMode: false,
        // As large as the box above the scale allows, keeping the map's shape (ECharts 6).
        preserveAspect: 'contain',
        left: 4,
        right: 4,
        top: 4,
        bottom: regions.length > 0 ? LEGEND_SPACE : 4,
        itemStyle: { areaColor: EMPTY_AREA, borderColor: BORDER, borderWidth: 0.8 },
        label: { show: false },
        emphasis: {
          label: { show: true, ...LABEL, fontSize: 11 },
          itemStyle: { areaColor: '#ffd666' },
        },
        // Only the regions with figures are named on the map: 34 labels do not fit on a phone.
        data: regions.map((r) => ({
          name: r.name,
          value: r.value,
          label: { show: true, ...LABEL },
        })),
      },
    ],
  };
}
