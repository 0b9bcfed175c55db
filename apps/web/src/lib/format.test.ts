import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, ispText } from './format';

describe('ispText (devices, rooms, partner rooms, a day’s income by device)', () => {
  it('names a carrier in Chinese, and shows the missing mark for none or one not known', () => {
    expect(ispText('telecom')).toBe('电信');
    expect(ispText('unicom')).toBe('联通');
    expect(ispText('mobile')).toBe('移动');
    expect(ispText(null)).toBe('—');
    expect(ispText('satellite')).toBe('—');
  });
});

describe('formatDate and formatDateTime (every screen’s dates)', () => {
  it('show Beijing’s day and time in a browser elsewhere (the tests run in Los Angeles)', () => {
    // 2026-11-22 23:00 and 2026-11-23 00:10 in Beijing: the same evening of the 22nd locally.
    expect(formatDateTime('2026-11-22T15:00:49.362Z')).toBe('2026-11-22 23:00');
    expect(formatDateTime('2026-11-22T16:10:00Z')).toBe('2026-11-23 00:10');
    expect(formatDate('2026-11-22T16:10:00Z')).toBe('2026-11-23');
    expect(formatDate('2026-11-01')).toBe('2026-11-01');
  });

  it('show the missing mark without a time', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a time')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });
});
