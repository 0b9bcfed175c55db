import { lazy } from 'react';
import { LazyFrame } from '@/components/chart/lazy-frame';
import type { RegionMapProps } from './region-map-types';

const RegionMapCanvas = lazy(() => import('./region-map-canvas'));

/** A choropleth as wide as its container; ECharts and its map series load when it nears the screen. */
export function RegionMap(props: RegionMapProps) {
  return (
    <LazyFrame height={props.height} ariaLabel={props.ariaLabel}>
      <RegionMapCanvas {...props} />
    </LazyFrame>
  );
}
