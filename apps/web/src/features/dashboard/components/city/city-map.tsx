import { useCallback, useMemo } from 'react';
import { cityText as t } from '@/locales/zh-CN/city';
import { areaTooltip } from '../../lib/area-tooltip';
import { placeOnMap, type AreaFigures, type AreaMode } from '../../lib/areas';
import type { GeoJson } from '../../types';
import { RegionMap } from '../charts/region-map';
import styles from './city.module.css';

/** A colour ramp per mode: devices in the fleet's blue, income in the money's orange, the index in green. */
const RAMPS: Record<AreaMode, readonly string[]> = {
  devices: ['#d6e4ff', '#69a1ff', '#1d4fd8'],
  income: ['#ffe7ba', '#ffa940', '#d4380d'],
  zhishu: ['#d9f7be', '#73d13d', '#237804'],
};

type CityMapProps = {
  /** The name the GeoJSON is registered under: china, or the province's map name. */
  mapName: string;
  geo: GeoJson;
  level: 'province' | 'city';
  rows: readonly AreaFigures[];
  mode: AreaMode;
  /** What the map shows, for screen readers: 全国 / 浙江省. */
  place: string;
  height: number;
  canOpen: (row: AreaFigures) => boolean;
  onOpen: (row: AreaFigures) => void;
  /** A tap on a region with none of the caller's figures. */
  onNothing: () => void;
};

/** The choropleth of /dashboard/city, or a note when the map has no shapes for these regions. */
export function CityMap(props: CityMapProps) {
  const { mapName, geo, level, rows, mode, place, height, canOpen, onOpen, onNothing } = props;
  const placed = useMemo(() => placeOnMap(geo, level, rows, mode), [geo, level, rows, mode]);
  const regions = useMemo(() => placed.regions.map((r) => ({ name: r.name, value: r.value })), [placed]);
  const byName = useMemo(() => new Map(placed.regions.map((r) => [r.name, r.row])), [placed]);

  const tooltip = useCallback(
    (name: string) => {
      const row = byName.get(name);
      return row ? areaTooltip(row, mode, level === 'province' && canOpen(row)) : '';
    },
    [byName, mode, level, canOpen],
  );
  const onSelect = useCallback(
    (name: string) => {
      const row = byName.get(name);
      if (row && level === 'province' && canOpen(row)) onOpen(row);
      else if (!row && level === 'province') onNothing();
    },
    [byName, level, canOpen, onOpen, onNothing],
  );

  // A municipality's map draws districts, which no city row matches: the list says it all.
  if (level === 'city' && regions.length === 0 && placed.unplaced > 0)
    return <p className={styles.notice}>{t.noShapeForCities}</p>;
  return (
    <>
      <RegionMap
        mapName={mapName}
        geoJson={geo}
        regions={regions}
        colors={RAMPS[mode]}
        legend={t.legend[mode]}
        tooltip={tooltip}
        onSelect={onSelect}
        height={height}
        ariaLabel={t.mapLabel(place, t.modes[mode])}
      />
      {placed.unplaced > 0 && level === 'city' ? (
        <p className={styles.notice}>{t.noMapShape(placed.unplaced)}</p>
      ) : null}
    </>
  );
}
