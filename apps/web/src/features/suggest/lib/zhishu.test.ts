import { describe, expect, it } from 'vitest';
import { dayText } from '@/lib/format';
import { barWidth, provinceParam, zhishuTone } from './zhishu';

describe('reading the regional index', () => {
  it('calls 110 and above high, under 90 low, the rest about average', () => {
    expect(zhishuTone(110)).toBe('high');
    expect(zhishuTone(109)).toBe('mid');
    expect(zhishuTone(90)).toBe('mid');
    expect(zhishuTone(89)).toBe('low');
  });

  it('draws a bar against the best region, never quite empty', () => {
    expect(barWidth(103, 103)).toBe('100.0%');
    expect(barWidth(97, 103)).toBe('94.2%');
    expect(barWidth(0, 103)).toBe('2.0%');
    expect(barWidth(5, 0)).toBe('0%');
  });

  it('takes only a province code from the address', () => {
    expect(provinceParam('330000')).toBe('330000');
    expect(provinceParam('330100')).toBeNull();
    expect(provinceParam('abc')).toBeNull();
    expect(provinceParam(null)).toBeNull();
  });

  it('writes days the Chinese way', () => {
    expect(dayText('2026-10-23')).toBe('10月23日');
  });
});
