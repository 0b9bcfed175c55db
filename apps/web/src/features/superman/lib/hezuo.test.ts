import { describe, expect, it } from 'vitest';
import {
  bandwidthText,
  hezuoFilterBody,
  isFiltered,
  onlinePercent,
  ownerText,
  placeText,
  provinceName,
  provincesOf,
  regionText,
} from './hezuo';

describe('the partner machine rooms', () => {
  it('leaves empty filters out of the body', () => {
    expect(hezuoFilterBody({ keyword: '  ', province: null })).toEqual({});
    expect(hezuoFilterBody({ keyword: ' 深圳 ', province: '440000' })).toEqual({
      keyword: '深圳',
      province_code: '440000',
    });
    expect(hezuoFilterBody({ keyword: '', province: '44' })).toEqual({});
    expect(isFiltered({ keyword: '', province: null })).toBe(false);
    expect(isFiltered({ keyword: '', province: '110000' })).toBe(true);
  });

  it('takes the provinces from the first level of the district tree', () => {
    const tree = [
      { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市' }] },
      { code: '440000', name: '广东省' },
    ];
    const provinces = provincesOf(tree);
    expect(provinces).toEqual([
      { code: '110000', name: '北京市' },
      { code: '440000', name: '广东省' },
    ]);
    expect(provinceName(provinces, '440000')).toBe('广东省');
    expect(provinceName(provinces, null)).toBeNull();
  });

  it('formats a row', () => {
    expect(bandwidthText(10_000)).toBe('10 Gbps');
    expect(bandwidthText(500)).toBe('500 Mbps');
    expect(bandwidthText(0)).toBe('—');
    expect(ownerText({ owner_nickname: '老李', owner_mobile: '13800000002' })).toBe('老李（13800000002）');
    expect(ownerText({ owner_nickname: '', owner_mobile: '13800000002' })).toBe('13800000002');
    expect(placeText({ region: '广东省深圳市', address: '科技园 1 号' })).toBe('广东省深圳市 · 科技园 1 号');
    expect(placeText({ region: '', address: '' })).toBe('未填写地区');
    expect(regionText('北京市 北京市 大兴区')).toBe('北京市 大兴区');
    expect(placeText({ region: '北京市 北京市 大兴区', address: '' })).toBe('北京市 大兴区');
    expect(onlinePercent({ online_count: 2, device_count: 3 })).toBe(67);
    expect(onlinePercent({ online_count: 0, device_count: 0 })).toBe(0);
  });
});
