/**
 * The limits and rules of form fields that the contract's schemas check and the web's forms show
 * before sending, without zod: a form page reads them here and does not load every schema (issue 17
 * §3: a page's first JavaScript).
 */

/** The longest range one export covers. */
export const EXPORT_MAX_DAYS = 366;

/** At most this many codes in one order or one staff grant. */
export const MAX_CODES_PER_ORDER = 500;

/** A transfer voucher (offline payment): an image of at most 5 MB. */
export const VOUCHER_MAX_BYTES = 5 * 1024 * 1024;
export const VOUCHER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ROOM_LIMITS = {
  nameMax: 64,
  addressMax: 200,
  remarkMax: 500,
  bandwidthMaxMbps: 1_000_000,
} as const;

export const TEMPLATE_LIMITS = { nameMax: 64, lineCountMax: 64, limitMaxMbps: 1_000_000 } as const;

export const TAG_NAME_MAX = 32;

/**
 * Luhn (mod 10) check of a card number: catches every single mistyped digit and most swapped pairs.
 * Most Chinese debit cards (UnionPay 62…) carry it; a card that fails it is almost surely mistyped.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
