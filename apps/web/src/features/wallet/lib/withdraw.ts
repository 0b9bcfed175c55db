import type { WithdrawLimits } from '@nodebao/contract';
import { formatYuan, parseYuan, withdrawalFee } from '@nodebao/contract/money';
import { walletText } from '@/locales/zh-CN/wallet';

const t = walletText.withdraw;

/**
 * What the amount field accepts while typing: digits and one point with at most two decimals; other
 * characters are dropped ("１２.345" cannot be typed past "12.34"). Full-width digits and the Chinese
 * full stop of some keyboards are read as their ASCII forms.
 */
export function sanitizeAmount(text: string): string {
  const ascii = text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[。．]/g, '.')
    .replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = ascii.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '').slice(0, 9);
  if (rest.length === 0) return integer;
  return `${integer || '0'}.${rest.join('').slice(0, 2)}`;
}

/** The amount 全部 fills in: the whole balance, but no more than one withdrawal may take. */
export function allAmountFen(limits: WithdrawLimits): number {
  return Math.max(0, Math.min(limits.balance, limits.max_amount));
}

export type AmountCheck = {
  /** The amount in fen, null while the text is empty or not an amount. */
  fen: number | null;
  fee: number;
  net: number;
  /** Why the amount cannot be withdrawn; undefined when it can (or nothing was typed yet). */
  error?: string;
};

/** Checks a typed amount against the format, the limits and the balance, as the server will. */
export function checkAmount(text: string, limits: WithdrawLimits): AmountCheck {
  if (text.trim() === '') return { fen: null, fee: 0, net: 0 };
  const fen = parseYuan(text);
  if (fen === null || fen <= 0) return { fen: null, fee: 0, net: 0, error: t.errors.format };
  const fee = withdrawalFee(fen, limits.fee_rate_bp);
  const result = { fen, fee, net: fen - fee };
  if (fen < limits.min_amount) return { ...result, error: t.errors.tooSmall(formatYuan(limits.min_amount)) };
  if (fen > limits.max_amount) return { ...result, error: t.errors.tooLarge(formatYuan(limits.max_amount)) };
  if (fen > limits.balance) return { ...result, error: t.errors.overBalance(formatYuan(limits.balance)) };
  return result;
}
