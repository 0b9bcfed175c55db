import { describe, expect, it } from 'vitest';
import { idParam } from './navigation';

describe('idParam', () => {
  it('reads a positive integer id from the address bar', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('2147483647')).toBe(2_147_483_647);
  });

  it('gives null for anything an id cannot be', () => {
    for (const value of [null, undefined, '', '0', '-3', 'x', '1.5', '1e3', '2147483648', '99999999999']) {
      expect(idParam(value)).toBeNull();
    }
  });
});
