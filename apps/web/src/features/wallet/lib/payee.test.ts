import { describe, expect, it } from 'vitest';
import { payee } from '@/testing/payee';
import { payeeErrors } from './payee-form';
import { payeeLabel, preferredPayee, saveBodyOf, upsertPayee, withdrawalPayee } from './payee';

describe('payee accounts in the list cache', () => {
  it('replaces a saved account where it stands', () => {
    const list = [payee(3, { is_default: true }), payee(2), payee(1)];
    const saved = payee(2, { real_name: '李四' });
    expect(upsertPayee(list, saved).map((p) => [p.id, p.real_name])).toEqual([
      [3, '张三'],
      [2, '李四'],
      [1, '张三'],
    ]);
  });

  it('adds a new account at the end', () => {
    expect(upsertPayee([payee(1)], payee(7)).map((p) => p.id)).toEqual([1, 7]);
  });

  it('leaves one default when the saved account became the default', () => {
    const list = [payee(3, { is_default: true }), payee(2)];
    const next = upsertPayee(list, payee(2, { is_default: true }));
    expect(next.map((p) => p.is_default)).toEqual([false, true]);
    expect(next[0]).not.toBe(list[0]);
  });

  it('sends an account whole when only the default changes', () => {
    expect(saveBodyOf(payee(2, { bank_branch: '科技园支行' }), { is_default: true })).toEqual({
      id: 2,
      kind: 'bank',
      account: '6222021001123456789',
      real_name: '张三',
      bank_name: '招商银行',
      bank_branch: '科技园支行',
      is_default: true,
    });
  });

  it('picks the default Alipay account first, then the default card, then the first', () => {
    const alipay = [payee(5, { kind: 'alipay' }), payee(6, { kind: 'alipay', is_default: true })];
    expect(preferredPayee(alipay, [payee(1, { is_default: true })])?.id).toBe(6);
    expect(preferredPayee([payee(5, { kind: 'alipay' })], [payee(1, { is_default: true })])?.id).toBe(1);
    expect(preferredPayee([], [payee(1), payee(2)])?.id).toBe(1);
    expect(preferredPayee([], [])).toBeUndefined();
  });

  it('names accounts and withdrawals for people', () => {
    expect(payeeLabel(payee(1))).toBe('招商银行 6222 **** **** 6789');
    expect(payeeLabel({ kind: 'alipay', account_masked: '138****0001', bank_name: null })).toBe(
      '支付宝 138****0001',
    );
    expect(
      withdrawalPayee({
        payee_kind: 'alipay',
        payee_account_masked: '138****0001',
        bank_name: null,
        payee_name: '张三',
      }),
    ).toBe('支付宝 138****0001（张三）');
  });
});

describe('the payee form rules (the contract schema)', () => {
  it('names the field of each mistake with the contract’s message', () => {
    expect(payeeErrors({ kind: 'alipay', account: '12345', real_name: 'x' })).toEqual({
      account: '支付宝账号应为手机号或邮箱',
      real_name: '真实姓名至少 2 个字',
    });
    expect(
      payeeErrors({
        kind: 'bank',
        account: '6222021001123456788',
        real_name: '张三',
        bank_name: '' as '招商银行',
      }),
    ).toEqual({ account: '银行卡号校验未通过，请核对后重新输入', bank_name: '请从列表中选择开户银行' });
  });

  it('passes a valid account', () => {
    expect(payeeErrors({ kind: 'alipay', account: 'zhangsan@example.com', real_name: '张三' })).toEqual({});
  });
});
