import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beijingDay,
  beijingMinute,
  beijingMinuteOfDay,
  beijingToday,
  pickerDate,
  pickerOldest,
} from './time';

// The web project runs its tests in America/Los_Angeles (vitest.config.ts): a browser far from
// Beijing, where the two sides of Beijing's midnight fall on the same local day.
describe('Beijing time in a browser elsewhere', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs these tests in a zone other than Beijing’s', () => {
    expect(new Date('2026-12-06T12:00:00Z').getHours()).not.toBe(20);
  });

  it('reads the lottery close (Sunday 20:00 Beijing) as Beijing’s, not the browser’s', () => {
    expect(beijingMinute('2026-12-06T12:00:00.000Z')).toBe('2026-12-06 20:00');
    expect(beijingMinute(Date.parse('2026-12-06T12:00:00Z'))).toBe('2026-12-06 20:00');
    expect(beijingMinute(new Date('2026-12-06T12:00:00Z'))).toBe('2026-12-06 20:00');
  });

  it('turns the day at Beijing’s midnight', () => {
    expect(beijingDay('2026-11-21T15:59:59Z')).toBe('2026-11-21');
    expect(beijingDay('2026-11-21T16:00:00Z')).toBe('2026-11-22');
    // The settlement's 00:35 is the previous evening in Los Angeles.
    expect(beijingMinute('2026-11-21T16:35:00Z')).toBe('2026-11-22 00:35');
    expect(beijingMinuteOfDay('2026-11-21T16:35:00Z')).toBe(35);
    expect(beijingDay('2026-12-31T16:00:00Z')).toBe('2027-01-01');
  });

  it('gives nothing for a time that is none', () => {
    expect(beijingDay('not a time')).toBeNull();
    expect(beijingMinute('')).toBeNull();
  });

  it('opens pickers on Beijing’s today, as the local midnight a picker shows', () => {
    // 08:30 on 2026-12-03 in Beijing is still the 2nd in Los Angeles.
    vi.useFakeTimers({ now: Date.parse('2026-12-03T00:30:00Z'), toFake: ['Date'] });
    expect(beijingToday()).toBe('2026-12-03');
    const today = pickerDate();
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate(), today.getHours()]).toEqual([
      2026, 12, 3, 0,
    ]);
    const oldest = pickerOldest(1);
    expect([oldest.getFullYear(), oldest.getMonth() + 1, oldest.getDate()]).toEqual([2025, 12, 3]);
    expect(pickerOldest(3, 'month').getDate()).toBe(1);
  });
});
