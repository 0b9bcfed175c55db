import type { Payee } from '@nodebao/contract';

/** A payee account for the tests: 张三's bank card at 招商银行, not the default; `over` sets any field. */
export const payee = (id: number, over: Partial<Payee> = {}): Payee => ({
  id,
  kind: 'bank',
  account: '6222021001123456789',
  account_masked: '6222 **** **** 6789',
  real_name: '张三',
  bank_name: '招商银行',
  bank_branch: null,
  is_default: false,
  created_at: '2026-11-22T06:00:00.000Z',
  ...over,
});
