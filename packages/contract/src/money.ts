/**
 * Money is integer fen everywhere (DESIGN §4); 元 with two decimals only where a person reads or types
 * it. Both directions are done on integers and strings, never with floating point, so 0.1 + 0.2 never
 * shows up as 0.30000000000000004 and 19.99 元 is always 1999 fen. Zod-free for the web shell.
 */

/** 123456 → "1234.56", -5 → "-0.05". */
export function formatYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1,234.5" / "1234.50" / "12" → fen; null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/**
 * The business events that move money (DESIGN §7), one transfer kind each: the ledger stores them and
 * a member's money record shows them. Defined here once for the server's table and the reply schema.
 */
export const LEDGER_TRANSFER_KINDS = [
  'settlement',
  'referral',
  'withdraw_request',
  'withdraw_paid',
  'withdraw_rejected',
  'correction',
  'code_sale',
  /** Activity points of a settled day (DESIGN §8): the points currency, never mixed with fen. */
  'points_settlement',
  /** A points withdrawal: asked (points → reserve), sent to the wallet (reserve → out), rejected (back). */
  'points_withdraw_request',
  'points_withdraw_sent',
  'points_withdraw_rejected',
  /** A cash prize of the weekly lottery, from the platform's lottery account (DESIGN §8). */
  'lottery_prize',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/** The withdrawal fee in fen: floor(amount × rate / 10000), the rate in basis points (DESIGN §7). */
export function withdrawalFee(amountFen: number, feeRateBp: number): number {
  return Math.floor((amountFen * feeRateBp) / 10_000);
}

/**
 * An inviter earns no referral on the income of a box they held in this many days before the day it
 * earned (DESIGN §8): handing one's own boxes to an invitee is not a way to earn 5 % more.
 */
export const REFERRAL_OWN_BOX_DAYS = 90;
