/**
 * The map itself, loaded on demand by `RegionMap`: ECharts' core with the map series, tooltip and
 * visual map only (the bar and line charts' chunks share the core).
 */
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { regionMapOption } from './region-map-option';
import type { RegionMapProps } from './region-map-types';

echarts.use([MapChart, TooltipComponent, VisualMapContinuousComponent, CanvasRenderer]);

const FILL = { width: '100%', height: '100%' } as const;
const OPTS = { renderer: 'canvas' } as const;

/** The GeoJSON each map name is registered with: registered again only when it changes. */
const registered = new Map<string, unknown>();

function ensureRegistered(name: string, geoJson: RegionMapProps['geoJson']) {
  if (registered.get(name) === geoJson) return;
  echarts.registerMap(name, geoJson as Parameters<typeof echarts.registerMap>[1]);
  registered.set(name, geoJson);
}

export default function RegionMapCanvas(props: RegionMapProps) {
  const { mapName, geoJson, regions, colors, legend, tooltip, onSelect, ariaLabel, height } = props;
  const option = useMemo(() => {
    ensureRegistered(mapName, geoJson);
    return regionMapOption({ mapName, geoJson, regions, colors, legend, tooltip, ariaLabel, height });
  }, [mapName, geoJson, regions, colors, legend, tooltip, ariaLabel, height]);
  const events = useMemo(
    () => ({
      click: (params: { name?: string }) => {
        if (params.name) onSelect?.(params.name);
      },
    }),
    [onSelect],
  );
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      style={FILL}
      opts={OPTS}
      onEvents={events}
    />
  );
}
