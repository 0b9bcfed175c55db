import { describe, expect, it } from 'vitest';
import { completedToday } from './today-buckets';

const day = Array.from({ length: 288 }, (_, i) => ({ time: String(i), kbps: 100 }));
/** Epoch ms of Beijing time hh:mm on some day. */
const at = (hh: number, mm: number) => Date.UTC(2026, 10, 25, hh - 8, mm);

describe('today’s curve', () => {
  it('stops before the bucket still filling, which is never drawn as 0', () => {
    expect(completedToday(day, at(10, 3 + 4))).toHaveLength(121); // 10:07: buckets 00:00..10:00
  });

  it('leaves out the bucket just ended while its reports may still come, unless they came', () => {
    const waiting = day.map((p, i) => (i === 120 ? { ...p, kbps: 0 } : p));
    expect(completedToday(waiting, at(10, 5))).toHaveLength(120); // 10:05, 10:00's report not in yet
    expect(completedToday(day, at(10, 5))).toHaveLength(121); // it came
    expect(completedToday(waiting, at(10, 8))).toHaveLength(121); // 3 minutes on: a real 0
  });

  it('is empty just after midnight', () => {
    expect(completedToday(day, at(0, 1))).toEqual([]);
  });
});
