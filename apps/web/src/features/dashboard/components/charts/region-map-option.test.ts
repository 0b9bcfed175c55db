import { describe, expect, it } from 'vitest';
import { regionMapOption } from './region-map-option';

const base = {
  mapName: 'china',
  geoJson: { type: 'FeatureCollection' as const, features: [] },
  colors: ['#e6f0ff', '#1677ff'],
  legend: ['多', '少'] as const,
  tooltip: (name: string) => `tip ${name}`,
  height: 300,
  ariaLabel: '',
};

function mapSeries(option: ReturnType<typeof regionMapOption>) {
  const list = Array.isArray(option.series) ? option.series : [option.series];
  const series = list[0];
  if (!series || series.type !== 'map') throw new Error('no map series');
  return series;
}

describe('regionMapOption', () => {
  it('colours the regions with figures from 0 to the largest, named on the map', () => {
    const option = regionMapOption({
      ...base,
      regions: [
        { name: '浙江', value: 93 },
        { name: '广东', value: 91 },
      ],
    });
    const visualMap = Array.isArray(option.visualMap) ? option.visualMap[0] : option.visualMap;
    expect(visualMap).toMatchObject({ min: 0, max: 93, show: true, text: ['多', '少'] });
    expect(mapSeries(option)).toMatchObject({ map: 'china', roam: false });
    expect(mapSeries(option).data).toEqual([
      expect.objectContaining({ name: '浙江', value: 93, label: expect.objectContaining({ show: true }) }),
      expect.objectContaining({ name: '广东', value: 91 }),
    ]);
  });

  it('keeps a scale when every figure is zero and hides it when there is nothing to colour', () => {
    const zero = regionMapOption({ ...base, regions: [{ name: '浙江', value: 0 }] });
    expect(Array.isArray(zero.visualMap) ? zero.visualMap[0] : zero.visualMap).toMatchObject({ max: 1 });
    const none = regionMapOption({ ...base, regions: [] });
    expect(Array.isArray(none.visualMap) ? none.visualMap[0] : none.visualMap).toMatchObject({ show: false });
  });

  it('asks the caller for the tooltip of the region under the pointer', () => {
    const option = regionMapOption({ ...base, regions: [] });
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter as (p: unknown) => string;
    expect(formatter({ name: '浙江' })).toBe('tip 浙江');
    expect(formatter({ name: '' })).toBe('');
  });
});
