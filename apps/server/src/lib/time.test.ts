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

  it('reads UTC text as Date does, at any time and fraction', () => {
    // The UTC fast path against the general reading through Date, on random instants.
    let seed = 17;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i++) {
      const at = new Date(Date.UTC(1970, 0, 1) + Math.floor(random() * 4_102_444_800_000));
      const digits = Math.floor(random() * 7);
      const micros = String(Math.floor(random() * 1_000_000))
        .padStart(6, '0')
        .slice(0, digits);
      const text = `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)}${digits ? `.${micros}` : ''}+00`;
      const viaDate = new Date(`${text.slice(0, 10)}T${text.slice(11, -3)}Z`).toISOString();
      expect(isoTimestamp(text)).toBe(viaDate);
    }
  });

  it('passes a Date and an ISO string through', () => {
    expect(isoTimestamp(new Date('2026-11-23T13:45:00Z'))).toBe('2026-11-23T13:45:00.000Z');
    expect(isoTimestamp('2026-11-23T13:45:00+00:00')).toBe('2026-11-23T13:45:00.000Z');
  });
});
