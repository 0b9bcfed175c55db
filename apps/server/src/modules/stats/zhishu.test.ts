import { describe, expect, it } from 'vitest';
import type { RegionFigures } from './stats.repo.ts';
import { median, zhishuTable } from './zhishu.ts';

/**
 * The worked example of the decision (regional index): three cities over 30 settled days.
 *   广州 440100: 10 boxes × 30 days, 20 Mbps value95 each, peaks of 25 Mbps, 600 fen per box-day
 *   深圳 440300: 40 boxes × 30 days, 20 Mbps value95, peaks of 40 Mbps, 600 fen per box-day
 *   杭州 330100: 5 boxes × 20 days, 10 Mbps value95, peaks of 12.5 Mbps, 220 fen per box-day
 */
const day = (boxDays: number, v95: number, peak: number, fen: number) => ({
  device_days: boxDays,
  value95_kbps: boxDays * v95,
  peak_kbps: boxDays * peak,
  income_fen: boxDays * fen,
});
const FIGURES: RegionFigures[] = [
  { province_code: '440000', city_code: '440100', ...day(300, 20_000, 25_000, 600) },
  { province_code: '440000', city_code: '440300', ...day(1200, 20_000, 40_000, 600) },
  { province_code: '330000', city_code: '330100', ...day(100, 10_000, 12_500, 220) },
];

describe('the regional index', () => {
  it('computes the worked example of the decision', () => {
    const { national, data } = zhishuTable(FIGURES, 'city', 30);
    // P̄ = 922,000 fen / 31,000 Mbps-days = 29.74; Ū = 31,000 / 56,750 = 0.546; M = median(10, 40, 3.33)
    expect(national).toEqual({
      devices: 53,
      device_days: 1600,
      income_per_mbps_fen: 29.74,
      utilisation: 0.546,
      avg_income_fen: 576.25,
      median_devices: 10,
    });
    const byCode = Object.fromEntries(data.map((r) => [r.code, r]));
    expect(byCode['440100']).toMatchObject({
      name: '广州市',
      province_code: '440000',
      devices: 10,
      income_per_mbps_fen: 30,
      utilisation: 0.8,
      avg_income_fen: 600,
      density_factor: 1,
      zhishu: 148, // 100 × 30/29.74 × 0.8/0.546 × 1
      low_sample: false,
    });
    // 100 × 30/29.74 × 0.5/0.546 × 20/50
    expect(byCode['440300']).toMatchObject({
      devices: 40,
      utilisation: 0.5,
      density_factor: 0.4,
      zhishu: 37,
    });
    expect(byCode['330100']).toMatchObject({
      devices: 3,
      income_per_mbps_fen: 22,
      utilisation: 0.8,
      density_factor: 1.5,
      zhishu: 162, // 100 × 22/29.74 × 0.8/0.546 × 20/13.33
    });
    expect(data.map((r) => r.code)).toEqual(['330100', '440100', '440300']);
  });

  it('sums cities into provinces, and flags thin regions', () => {
    const { data } = zhishuTable(
      [...FIGURES, { province_code: '330000', city_code: '330200', ...day(10, 10_000, 12_500, 220) }],
      'province',
      30,
    );
    expect(data.map((r) => [r.code, r.name, r.device_days])).toEqual([
      ['330000', '浙江省', 110],
      ['440000', '广东省', 1500],
    ]);
    const thin = zhishuTable(
      [{ province_code: '110000', city_code: '110100', ...day(29, 1000, 2000, 20) }],
      'city',
      30,
    );
    expect(thin.data[0]).toMatchObject({ low_sample: true, zhishu: 100 });
  });

  it('has nothing to say without settled days', () => {
    expect(zhishuTable([], 'province', 0)).toEqual({
      national: {
        devices: 0,
        device_days: 0,
        income_per_mbps_fen: 0,
        utilisation: 0,
        avg_income_fen: 0,
        median_devices: 0,
      },
      data: [],
    });
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
