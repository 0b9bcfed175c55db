import { describe, expect, it } from 'vitest';
import type { FleetAreaRow, GeoJson, ZhishuRow } from '../types';
import { areaTooltip } from './area-tooltip';
import { areaModeOf, featureNames, mergeAreas, placeOnMap, provinceMapName, rankAreas } from './areas';

const feature = (id: string, name: string, where: 'top' | 'properties') => ({
  type: 'Feature',
  ...(where === 'top' ? { id, properties: { name } } : { properties: { id, name } }),
  geometry: null,
});

const china: GeoJson = {
  type: 'FeatureCollection',
  features: [
    feature('33', '浙江', 'properties'),
    feature('44', '广东', 'properties'),
    feature('11', '北京', 'properties'),
    feature('', '南海诸岛', 'properties'),
  ],
};
const zhejiang: GeoJson = {
  type: 'FeatureCollection',
  features: [feature('3301', '杭州市', 'top'), feature('3302', '宁波市', 'top')],
};
const beijing: GeoJson = {
  type: 'FeatureCollection',
  features: [feature('110105', '朝阳区', 'top'), feature('110108', '海淀区', 'top')],
};

const row = (code: string | null, name: string, devices: number, yesterday: number): FleetAreaRow => ({
  code,
  name,
  devices,
  online: devices,
  yesterday_income_fen: yesterday,
  month_income_fen: yesterday * 3,
});

const index = (code: string, name: string, zhishu: number): ZhishuRow => ({
  code,
  name,
  province_code: code,
  zhishu,
  devices: 90,
  device_days: 270,
  income_per_mbps_fen: 23.87,
  utilisation: 0.829,
  avg_income_fen: 2204.07,
  density_factor: 0.995,
  low_sample: false,
});

describe('the map and the fleet figures', () => {
  it('finds a province by the first two digits of its code, and its map name', () => {
    const names = featureNames(china, 'province');
    expect(names.get('330000')).toBe('浙江');
    expect(names.has('')).toBe(false);
    expect(provinceMapName(china, '440000')).toBe('广东');
    expect(provinceMapName(china, '990000')).toBeNull();
  });

  it('finds a city by its first four digits, and no city on a map of districts', () => {
    const rows = mergeAreas([row('330100', '杭州市', 80, 259776)], undefined, 'devices');
    expect(placeOnMap(zhejiang, 'city', rows, 'devices')).toMatchObject({
      regions: [{ name: '杭州市', value: 80 }],
      unplaced: 0,
    });
    const capital = mergeAreas([row('110100', '北京市', 5, 100)], undefined, 'devices');
    expect(placeOnMap(beijing, 'city', capital, 'devices')).toMatchObject({ regions: [], unplaced: 1 });
  });

  it('colours income in 元 and leaves the devices without a place off the map', () => {
    const rows = mergeAreas(
      [row('330000', '浙江省', 93, 302284), row(null, '未设置地区', 16, 31620)],
      undefined,
      'income',
    );
    expect(placeOnMap(china, 'province', rows, 'income')).toEqual({
      regions: [{ name: '浙江', value: 3022.84, row: rows[0] }],
      unplaced: 0,
    });
  });

  it('lists every indexed region in the index mode, with the caller’s figures where they have boxes', () => {
    const rows = mergeAreas(
      [row('330000', '浙江省', 80, 259776)],
      [index('330000', '浙江省', 103), index('440000', '广东省', 97)],
      'zhishu',
    );
    expect(rows.map((r) => [r.name, r.devices, r.zhishu?.zhishu])).toEqual([
      ['浙江省', 80, 103],
      ['广东省', 0, 97],
    ]);
  });

  it('ranks by the mode’s figure and keeps the unplaced devices last', () => {
    const rows = mergeAreas(
      [row(null, '未设置地区', 500, 9), row('440000', '广东省', 91, 293642), row('330000', '浙江省', 93, 1)],
      [index('440000', '广东省', 97), index('330000', '浙江省', 103)],
      'devices',
    );
    expect(rankAreas(rows, 'devices').map((r) => r.name)).toEqual(['浙江省', '广东省', '未设置地区']);
    expect(rankAreas(rows, 'income').map((r) => r.name)).toEqual(['广东省', '浙江省', '未设置地区']);
    expect(rankAreas(rows, 'zhishu').map((r) => r.name)).toEqual(['浙江省', '广东省', '未设置地区']);
  });

  it('reads the mode from the address, devices by default', () => {
    expect(areaModeOf('income')).toBe('income');
    expect(areaModeOf('zhishu')).toBe('zhishu');
    expect(areaModeOf(null)).toBe('devices');
    expect(areaModeOf('constructor')).toBe('devices');
  });
});

describe('the tooltip of a region', () => {
  it('reads devices, online, both incomes in 元 and the index', () => {
    const [zhejiang] = mergeAreas(
      [row('330000', '浙江省', 93, 302284)],
      [index('330000', '浙江省', 103)],
      'devices',
    );
    if (!zhejiang) throw new Error('no row');
    expect(areaTooltip(zhejiang, 'income', true)).toBe(
      '<b>浙江省</b><br/>设备 93 台（在线 93）<br/>昨日收益 3022.84 元<br/>本月收益 9068.52 元<br/>部署指数 103<br/>点击查看各城市',
    );
    expect(areaTooltip(zhejiang, 'zhishu', false)).toBe(
      '<b>浙江省</b><br/>部署指数 103<br/>每 Mbps 日收益 0.24 元<br/>利用率 82.9%<br/>全网设备 90 台<br/>我的设备 93 台',
    );
  });
});
