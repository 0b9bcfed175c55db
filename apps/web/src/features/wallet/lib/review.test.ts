import { describe, expect, it } from 'vitest';
import { attemptLine, outcomeTone, referenceError, staffAccount } from './review';

describe('the staff review', () => {
  it('requires a reference of 4–64 characters', () => {
    expect(referenceError('123')).toBeDefined();
    expect(referenceError(' CMB2026112200001 ')).toBeUndefined();
  });

  it('reads an outcome by the state the row ended in', () => {
    expect(outcomeTone({ state: 'paid' })).toBe('success');
    expect(outcomeTone({ state: 'rejected' })).toBe('error');
    expect(outcomeTone({ state: 'paying' })).toBe('warning');
  });

  it('shows staff the card number in groups of four and the attempts in words', () => {
    expect(staffAccount({ payee_kind: 'bank', payee_account: '6222021001123456789' })).toBe(
      '6222 0210 0112 3456 789',
    );
    expect(staffAccount({ payee_kind: 'alipay', payee_account: '13800000001' })).toBe('13800000001');
    expect(
      attemptLine({
        call: 'transfer',
        outcome: 'unknown',
        detail: '网络超时',
        created_at: '2026-11-22T06:00:00Z',
      }),
    ).toBe('打款 · 结果未确认 · 网络超时');
  });
});
