/**
 * /dashboard/city's figures: the caller's devices and income per region (tongji/index) beside the
 * regional index (tongji/zhishu), and how a region's code finds its shape on the map (default/map).
 */
import { nameCompare } from '@/lib/intl';
import type { FleetAreaRow, GeoJson, ZhishuRow } from '../types';

// One collator for every sort (a locale given to localeCompare makes one per comparison).
const compareNames = nameCompare();

/** What colours the map and orders the list. */
export type AreaMode = 'devices' | 'income' | 'zhishu';
export const AREA_MODES: readonly AreaMode[] = ['devices', 'income', 'zhishu'];

export function areaModeOf(value: string | null): AreaMode {
  return AREA_MODES.find((m) => m === value) ?? 'devices';
}

/** One row of the map and the list: the caller's figures and the region's index, when it has one. */
export type AreaFigures = {
  /** Null: devices with no place yet (never on the map, never tapped). */
  code: string | null;
  name: string;
  devices: number;
  online: number;
  yesterday_income_fen: number;
  month_income_fen: number;
  zhishu: ZhishuRow | null;
};

const NO_FIGURES = { devices: 0, online: 0, yesterday_income_fen: 0, month_income_fen: 0 };

/**
 * The rows of a mode: the caller's regions (devices, income), or every region with an index
 * (zhishu) with the caller's figures where they have boxes there.
 */
export function mergeAreas(
  fleet: readonly FleetAreaRow[],
  zhishu: readonly ZhishuRow[] | undefined,
  mode: AreaMode,
): AreaFigures[] {
  const indexOf = new Map((zhishu ?? []).map((z) => [z.code, z]));
  if (mode !== 'zhishu')
    return fleet.map((row) => ({ ...row, zhishu: row.code ? (indexOf.get(row.code) ?? null) : null }));
  const mine = new Map(fleet.filter((r) => r.code).map((r) => [r.code, r]));
  return (zhishu ?? []).map((z) => {
    const own = mine.get(z.code);
    return {
      code: z.code,
      name: z.name,
      devices: own?.devices ?? NO_FIGURES.devices,
      online: own?.online ?? NO_FIGURES.online,
      yesterday_income_fen: own?.yesterday_income_fen ?? NO_FIGURES.yesterday_income_fen,
      month_income_fen: own?.month_income_fen ?? NO_FIGURES.month_income_fen,
      zhishu: z,
    };
  });
}

/** The figure of a mode: devices, yesterday's income in fen, or the index. */
export function metricOf(row: AreaFigures, mode: AreaMode): number {
  if (mode === 'devices') return row.devices;
  if (mode === 'income') return row.yesterday_income_fen;
  return row.zhishu?.zhishu ?? 0;
}

/** Best first by the mode's figure (then devices, then month income); the unplaced row last. */
export function rankAreas(rows: readonly AreaFigures[], mode: AreaMode): AreaFigures[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.code === null) - Number(b.code === null) ||
      metricOf(b, mode) - metricOf(a, mode) ||
      b.devices - a.devices ||
      b.month_income_fen - a.month_income_fen ||
      compareNames(a.name, b.name),
  );
}

// ---- codes and map shapes -----------------------------------------------------------------------

type Feature = { id?: unknown; properties?: { id?: unknown; name?: unknown } };

function featuresOf(geo: GeoJson): { id: string; name: string }[] {
  return (geo.features as Feature[]).flatMap((f) => {
    const id = f.id ?? f.properties?.id;
    const name = f.properties?.name;
    return typeof name === 'string' && typeof id === 'string' && id !== '' ? [{ id, name }] : [];
  });
}

/**
 * Feature names by region code. The China map's features carry the province's first two digits
 * (33 浙江); a province map's carry a city's first four (3301 杭州市), or a county's six where the
 * map draws counties (the four municipalities, Hainan's county-level cities), which no city matches.
 */
export function featureNames(geo: GeoJson, level: 'province' | 'city'): Map<string, string> {
  const names = new Map<string, string>();
  for (const { id, name } of featuresOf(geo)) {
    if (level === 'province' && id.length === 2) names.set(`${id}0000`, name);
    if (level === 'city' && id.length === 4) names.set(`${id}00`, name);
    if (level === 'city' && id.length === 6) names.set(id, name);
  }
  return names;
}

/** The name /api/default/map knows a province by (广东), from the China map; null if it has none. */
export function provinceMapName(china: GeoJson, provinceCode: string): string | null {
  return featureNames(china, 'province').get(provinceCode) ?? null;
}

export type PlacedAreas = {
  /** The rows that have a shape on the map, under the shape's name. */
  regions: { name: string; value: number; row: AreaFigures }[];
  /** How many rows with a code found no shape (the list still shows them). */
  unplaced: number;
};

/** The rows of the list that the map can colour, with the mode's figure (income in 元). */
export function placeOnMap(
  geo: GeoJson,
  level: 'province' | 'city',
  rows: readonly AreaFigures[],
  mode: AreaMode,
): PlacedAreas {
  const names = featureNames(geo, level);
  const regions: PlacedAreas['regions'] = [];
  let unplaced = 0;
  for (const row of rows) {
    if (!row.code) continue;
    const name = names.get(row.code);
    if (!name) {
      unplaced += 1;
      continue;
    }
    const metric = metricOf(row, mode);
    regions.push({ name, value: mode === 'income' ? metric / 100 : metric, row });
  }
  return { regions, unplaced };
}
