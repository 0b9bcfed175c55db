import { luhnValid } from '@nodebao/contract/field-rules';
import { walletText } from '@/locales/zh-CN/wallet';

/** The longest card number the contract accepts (UnionPay cards have 16–19 digits). */
export const CARD_MAX_DIGITS = 19;
const CARD_MIN_DIGITS = 12;

/** The digits of what was typed or pasted ("6222 0200-1234…" → "62220200…"), at most 19. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

/** "6222020012345678901" → "6222 0200 1234 5678 901": groups of four, as printed on the card. */
export function groupCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The length and Luhn checks the server repeats; undefined when the number may be sent. */
export function cardNumberError(text: string): string | undefined {
  const digits = cardDigits(text);
  if (digits.length < CARD_MIN_DIGITS) return walletText.bank.cardLengthHint;
  if (!luhnValid(digits)) return walletText.bank.cardLuhnHint;
  return undefined;
}
