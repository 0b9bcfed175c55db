import type { AdminWithdrawal } from '@nodebao/contract';
import { walletText } from '@/locales/zh-CN/wallet';
import { groupCardNumber } from './card-number';

const t = walletText.superman.review;

export const REFERENCE_MIN = 4;
export const REFERENCE_MAX = 64;

/** The contract's rule for a bank transfer's reference (4–64 characters after trimming). */
export function referenceError(value: string | undefined): string | undefined {
  const reference = value?.trim() ?? '';
  return reference.length < REFERENCE_MIN || reference.length > REFERENCE_MAX
    ? t.referenceRequired
    : undefined;
}

/** How the server's account of an approval or a query reads: paid is good news, refused bad, else wait. */
export function outcomeTone(row: Pick<AdminWithdrawal, 'state'>): 'success' | 'error' | 'warning' {
  if (row.state === 'paid') return 'success';
  if (row.state === 'rejected') return 'error';
  return 'warning';
}

/** The account as staff type it into the bank's site: a card number in groups of four. */
export function staffAccount(row: Pick<AdminWithdrawal, 'payee_kind' | 'payee_account'>): string {
  return row.payee_kind === 'bank' ? groupCardNumber(row.payee_account) : row.payee_account;
}

/** "打款 · 成功 · 支付宝单号 2026…": one line of the payout attempts. */
export function attemptLine(a: AdminWithdrawal['attempts'][number]): string {
  const call = t.attemptCalls[a.call] ?? a.call;
  const outcome = t.attemptOutcomes[a.outcome] ?? a.outcome;
  return [call, outcome, a.detail].filter(Boolean).join(' · ');
}
