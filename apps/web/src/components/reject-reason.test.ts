import { describe, expect, it } from 'vitest';
import { rejectReasonError } from './reject-reason';

describe('rejectReasonError (the reject form of every staff queue: payments, withdrawals, points, applications, flashing)', () => {
  it('requires 2–200 characters after trimming, in the words of the contract', () => {
    expect(rejectReasonError(undefined)).toBe('请填写驳回原因（至少 2 个字）');
    expect(rejectReasonError('  无 ')).toBe('请填写驳回原因（至少 2 个字）');
    expect(rejectReasonError('金额不符')).toBeUndefined();
    expect(rejectReasonError('字'.repeat(200))).toBeUndefined();
    expect(rejectReasonError('字'.repeat(201))).toBe('驳回原因最多 200 字');
  });

  it('refuses a line break: the member reads the reason on one line', () => {
    expect(rejectReasonError('金额\n不符')).toBe('驳回原因不能包含换行或制表符');
  });
});
