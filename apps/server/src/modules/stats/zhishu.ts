import type { ZhishuRow } from '@nodebao/contract';
import { areaList } from '@vant/area-data';
import type { RegionFigures } from './stats.repo.ts';

/**
 * The regional index (zhishu): how attractive a province or city is for one more box, from what the
 * boxes already there did over the last 30 settled days. docs/decisions (regional index) explains
 * it with a worked example:
 *
 *   zhishu = 100 × (P / P̄) × (U / Ū) × 2M / (M + n)
 *
 *   P = Σ income / Σ (value95 / 1000)   fen per Mbps of value95 per day (price mix × uptime)
 *   U = Σ value95 / Σ peak              how much of the line the boxes showed is steadily sold (demand)
 *   n = device-days / settled days      boxes there on an average day (density)
 *   M = the median n of the regions of the same level; P̄, Ū the national ratios
 *
 * 100 is a region just like the national average with a median number of boxes; the factor of
 * density halves the index where there are three times the median boxes and doubles it towards none.
 */

export const ZHISHU_WINDOW_DAYS = 30;
/** Fewer device-days than this behind a region's figure: flagged low_sample. */
export const LOW_SAMPLE_DEVICE_DAYS = 30;
const MAX_ZHISHU = 999;

type Sums = { device_days: number; income_fen: number; value95_kbps: number; peak_kbps: number };
type Region = Sums & { code: string; name: string; province_code: string };

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function add(into: Sums, r: Sums) {
  into.device_days += r.device_days;
  into.income_fen += r.income_fen;
  into.value95_kbps += r.value95_kbps;
  into.peak_kbps += r.peak_kbps;
}

const perMbps = (s: Sums) => ratio(s.income_fen, s.value95_kbps / 1000);
const utilisation = (s: Sums) => ratio(s.value95_kbps, s.peak_kbps);

/** Sums the per-(province, city) figures into provinces or cities, with their Chinese names. */
export function regionsOf(figures: RegionFigures[], level: 'province' | 'city'): Region[] {
  const byCode = new Map<string, Region>();
  for (const f of figures) {
    const code = level === 'province' ? f.province_code : f.city_code;
    if (!code) continue;
    const names = level === 'province' ? areaList.province_list : areaList.city_list;
    let region = byCode.get(code);
    if (!region) {
      region = {
        code,
        name: names[code] ?? code,
        province_code: f.province_code,
        device_days: 0,
        income_fen: 0,
        value95_kbps: 0,
        peak_kbps: 0,
      };
      byCode.set(code, region);
    }
    add(region, f);
  }
  return [...byCode.values()];
}

export type ZhishuTable = {
  national: {
    devices: number;
    device_days: number;
    income_per_mbps_fen: number;
    utilisation: number;
    avg_income_fen: number;
    median_devices: number;
  };
  data: ZhishuRow[];
};

/** The index of every region of one level, best first, against the national figures of `figures`. */
export function zhishuTable(
  figures: RegionFigures[],
  level: 'province' | 'city',
  settledDays: number,
): ZhishuTable {
  const national: Sums = { device_days: 0, income_fen: 0, value95_kbps: 0, peak_kbps: 0 };
  for (const f of figures) add(national, f);
  const days = Math.max(settledDays, 1);
  const regions = regionsOf(figures, level);
  const M = median(regions.map((r) => r.device_days / days));
  const Pbar = perMbps(national);
  const Ubar = utilisation(national);

  const data = regions.map((r): ZhishuRow => {
    const n = r.device_days / days;
    const density = ratio(2 * M, M + n);
    const index = 100 * ratio(perMbps(r), Pbar) * ratio(utilisation(r), Ubar) * density;
    return {
      code: r.code,
      name: r.name,
      province_code: r.province_code,
      zhishu: Math.min(MAX_ZHISHU, Math.round(index)),
      devices: Math.round(n),
      device_days: r.device_days,
      income_per_mbps_fen: round(perMbps(r), 2),
      utilisation: round(utilisation(r), 3),
      avg_income_fen: round(ratio(r.income_fen, r.device_days), 2),
      density_factor: round(density, 3),
      low_sample: r.device_days < LOW_SAMPLE_DEVICE_DAYS,
    };
  });
  data.sort((a, b) => b.zhishu - a.zhishu || b.device_days - a.device_days || a.code.localeCompare(b.code));
  return {
    national: {
      devices: Math.round(national.device_days / days),
      device_days: national.device_days,
      income_per_mbps_fen: round(Pbar, 2),
      utilisation: round(Ubar, 3),
      avg_income_fen: round(ratio(national.income_fen, national.device_days), 2),
      median_devices: round(M, 2),
    },
    data,
  };
}
