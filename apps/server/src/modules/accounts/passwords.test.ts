import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes', async () => {
    const hash = await hashPassword('correct-horse-battery');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it('verifies the right password only, and survives a missing or broken hash', async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(await verifyPassword(hash, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(hash, 'Correct-horse-battery')).toBe(false);
    expect(await verifyPassword(undefined, 'correct-horse-battery')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('refuses the most common passwords, case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
  });
});
