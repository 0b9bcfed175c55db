import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './time.ts';

describe('isoTimestamp', () => {
  it.each([
    ['2026-11-23 13:45:00.123456+00', '2026-11-23T13:45:00.123Z'],
    ['2026-11-23 13:45:00+00', '2026-11-23T13:45:00.000Z'],
    ['2026-11-23 21:45:00.5+08', '2026-11-23T13:45:00.500Z'],
    ['2026-11-23 08:15:00-05:30', '2026-11-23T13:45:00.000Z'],
  ])('reads PostgreSQL’s text form %s', (text, iso) => {
    expect(isoTimestamp(text)).toBe(iso);
  });

  it('passes a Date and an ISO string through', () => {
    expect(isoTimestamp(new Date('2026-11-23T13:45:00Z'))).toBe('2026-11-23T13:45:00.000Z');
    expect(isoTimestamp('2026-11-23T13:45:00+00:00')).toBe('2026-11-23T13:45:00.000Z');
  });
});
