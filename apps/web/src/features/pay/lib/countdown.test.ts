import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('the countdown to expires_at', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');

  it('counts whole seconds left, never below zero', () => {
    expect(secondsLeft('2026-01-01T12:30:00.000Z', now)).toBe(1800);
    expect(secondsLeft('2026-01-01T12:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-01-01T11:59:00.000Z', now)).toBe(0);
  });

  it('has none for an order that does not expire', () => {
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('not a date', now)).toBeNull();
  });

  it('is written mm:ss, with hours when there are any', () => {
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
