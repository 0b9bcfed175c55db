import { describe, expect, it } from 'vitest';
import { daySlotOf, kbpsOf, shanghaiClock } from './buckets.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('daySlotOf', () => {
  it('places buckets by Beijing time: midnight is bucket 0, 23:55 is bucket 287', () => {
    expect(daySlotOf(at('2025-03-02T00:00:00+08:00'))).toEqual({ day: '2025-03-02', index: 0 });
    expect(daySlotOf(at('2025-03-01T23:55:00+08:00'))).toEqual({ day: '2025-03-01', index: 287 });
    expect(daySlotOf(at('2025-03-01T16:00:00Z'))).toEqual({ day: '2025-03-02', index: 0 });
    expect(daySlotOf(at('2025-03-01T20:05:00+08:00'))).toEqual({ day: '2025-03-01', index: 241 });
  });
});

describe('kbpsOf', () => {
  it('turns the bytes of 5 minutes into a rounded average kbps', () => {
    expect(kbpsOf(37_500_000)).toBe(1000);
    expect(kbpsOf(0)).toBe(0);
    expect(kbpsOf(18_760)).toBe(1);
  });
});

describe('shanghaiClock', () => {
  it('writes Beijing time', () => {
    expect(shanghaiClock(new Date('2025-03-01T16:04:05Z'))).toBe('2025-03-02 00:04:05');
  });
});
