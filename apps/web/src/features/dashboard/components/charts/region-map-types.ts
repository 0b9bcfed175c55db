import type { GeoJson } from '../../types';

/** One coloured region: the map feature's name (浙江, 杭州市) and its figure. */
export interface MapRegion {
  name: string;
  value: number;
}

/** A choropleth of China's provinces or of one province's cities. */
export interface RegionMapProps {
  /** The name the GeoJSON is registered under (one per map). */
  mapName: string;
  geoJson: GeoJson;
  regions: readonly MapRegion[];
  /** The colour ramp from the smallest to the largest figure. */
  colors: readonly string[];
  /** The ramp's two ends, e.g. ['多', '少']. */
  legend: readonly [high: string, low: string];
  /** The tooltip of a region, as HTML (escaped by the caller); '' shows none. */
  tooltip: (name: string) => string;
  /** A tap or click on a region, by its map name. */
  onSelect?: ((name: string) => void) | undefined;
  height: number;
  ariaLabel: string;
}
