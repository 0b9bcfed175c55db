import { describe, expect, it } from 'vitest';
import type { AreaNode } from '../types';
import { areaNames, joinPlace, toCascadeOptions } from '@/lib/districts';
import { placeOf } from './area';

const tree: AreaNode[] = [
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }],
  },
  {
    code: '440000',
    name: '广东省',
    children: [
      { code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] },
      { code: '441900', name: '东莞市', children: [] },
    ],
  },
];

describe('toCascadeOptions', () => {
  it('maps names and codes, and ends a path where a place has no children', () => {
    const options = toCascadeOptions(tree);
    expect(options[1]).toEqual({
      label: '广东省',
      value: '440000',
      children: [
        { label: '深圳市', value: '440300', children: [{ label: '南山区', value: '440305' }] },
        { label: '东莞市', value: '441900' },
      ],
    });
  });
});

describe('areaNames', () => {
  it('names each code along the path', () => {
    expect(areaNames(tree, ['440000', '440300', '440305'])).toEqual(['广东省', '深圳市', '南山区']);
  });

  it('stops at a code the tree does not know', () => {
    expect(areaNames(tree, ['440000', '999999', '440305'])).toEqual(['广东省']);
    expect(areaNames(tree, [])).toEqual([]);
  });
});

describe('joinPlace', () => {
  it('says a municipality once and skips missing levels', () => {
    expect(joinPlace(['北京市', '北京市', '朝阳区'])).toBe('北京市 / 朝阳区');
    expect(joinPlace(['广东省', null, undefined])).toBe('广东省');
    expect(placeOf({ province_name: null, city_name: null, district_name: null })).toBe('');
  });
});
