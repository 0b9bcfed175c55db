import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  beijingMonth,
  beijingToday,
  dayLabel,
  dayOfMonth,
  daysInclusive,
  isDay,
  isMonth,
  lastDayOf,
  monthLabel,
} from './calendar';

describe('Beijing days', () => {
  it('counts today in Beijing, not in the phone’s time zone', () => {
    // 2026-11-21 16:30 UTC is already 00:30 on the 22nd in Beijing.
    const late = Date.parse('2026-11-21T16:30:00Z');
    expect(beijingToday(late)).toBe('2026-11-22');
    expect(beijingToday(Date.parse('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(beijingMonth(Date.parse('2026-11-30T16:00:00Z'))).toBe('2026-12');
  });

  it('steps days and months across their ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
    expect(daysInclusive('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInclusive('2026-11-21', '2026-11-21')).toBe(1);
  });

  it('takes only real days and months', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
  });

  it('writes days and months in Chinese', () => {
    expect(monthLabel('2026-01')).toBe('2026年1月');
    expect(dayLabel('2026-11-21')).toBe('11月21日 周六');
    expect(dayLabel('2026-11-22')).toBe('11月22日 周日');
    expect(dayOfMonth('2026-11-05')).toBe('5日');
  });
});
