import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  const end = '2026-11-29T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('counts down in days, hours or minutes, and stops at the end', () => {
    expect(countdownText(end, at('2026-11-27T09:00:00Z'))).toBe('2 天 3 小时');
    expect(countdownText(end, at('2026-11-29T06:48:00Z'))).toBe('5 小时 12 分');
    expect(countdownText(end, at('2026-11-29T11:52:30Z'))).toBe('8 分钟');
    expect(countdownText(end, at('2026-11-29T12:00:00Z'))).toBeNull();
  });
});
