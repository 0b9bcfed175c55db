import { describe, expect, it } from 'vitest';
import { greeting, partOfDay } from './greeting';

describe('partOfDay', () => {
  it('follows the hours a Chinese greeting does', () => {
    expect([0, 4, 5, 10, 11, 12, 13, 17, 18, 23].map(partOfDay)).toEqual([
      'night',
      'night',
      'morning',
      'morning',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('greeting', () => {
  it('greets by nickname', () => {
    expect(greeting(15, '演示会员', '13800000001')).toBe('下午好，演示会员');
  });

  it('falls back to the masked mobile, then to the bare greeting', () => {
    expect(greeting(8, '  ', '13800000001')).toBe('早上好，138****0001');
    expect(greeting(20, undefined, undefined)).toBe('晚上好');
  });
});
