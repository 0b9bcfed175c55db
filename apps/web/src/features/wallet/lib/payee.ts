import type { Payee, PayeeSaveBody, Withdrawal } from '@nodebao/contract';
import { BANK_NAMES } from '@nodebao/contract/labels';
import { walletText } from '@/locales/zh-CN/wallet';

export type PayeeKind = Payee['kind'];

/** "支付宝 138****0001" or "招商银行 6222 **** **** 1234": enough to recognise the account. */
export function payeeLabel(payee: Pick<Payee, 'kind' | 'account_masked' | 'bank_name'>): string {
  return payee.kind === 'alipay'
    ? walletText.alipay.label(payee.account_masked)
    : walletText.bank.label(payee.bank_name ?? walletText.common.bank, payee.account_masked);
}

/**
 * A saved account in a cached list (SPEC §4: "the item is updated in place by matching id"): the row
 * with its id is replaced where it stands, a new one is added at the end; when the saved one is the
 * default, no other row of the list is.
 */
export function upsertPayee(list: readonly Payee[], saved: Payee): Payee[] {
  let found = false;
  const next = list.map((row) => {
    if (row.id === saved.id) {
      found = true;
      return saved;
    }
    return saved.is_default && row.is_default ? { ...row, is_default: false } : row;
  });
  return found ? next : [...next, saved];
}

export function withoutPayee(list: readonly Payee[], id: number): Payee[] {
  return list.filter((row) => row.id !== id);
}

/** The account a withdrawal goes to unless the member picks another: a default, else the first. */
export function preferredPayee(alipay: readonly Payee[], bank: readonly Payee[]): Payee | undefined {
  return alipay.find((p) => p.is_default) ?? bank.find((p) => p.is_default) ?? alipay[0] ?? bank[0];
}

export type BankName = (typeof BANK_NAMES)[number];

export function isBankName(value: unknown): value is BankName {
  return typeof value === 'string' && (BANK_NAMES as readonly string[]).includes(value);
}

/** The save body that keeps an account as it is apart from `changes` (设为默认 sends it whole). */
export function saveBodyOf(payee: Payee, changes: { is_default?: boolean } = {}): PayeeSaveBody {
  const is_default = changes.is_default ?? payee.is_default;
  if (payee.kind === 'alipay') {
    return { id: payee.id, kind: 'alipay', account: payee.account, real_name: payee.real_name, is_default };
  }
  return {
    id: payee.id,
    kind: 'bank',
    account: payee.account,
    real_name: payee.real_name,
    // An account saved before a bank left the list still saves: the server says which field is wrong.
    bank_name: (payee.bank_name ?? '') as BankName,
    bank_branch: payee.bank_branch ?? '',
    is_default,
  };
}

/** Where a withdrawal went: "支付宝 138****0001（张三）". */
export function withdrawalPayee(
  w: Pick<Withdrawal, 'payee_kind' | 'payee_account_masked' | 'bank_name' | 'payee_name'>,
): string {
  const label = payeeLabel({
    kind: w.payee_kind,
    account_masked: w.payee_account_masked,
    bank_name: w.bank_name,
  });
  return `${label}（${w.payee_name}）`;
}
