import { VOUCHER_MAX_BYTES, VOUCHER_TYPES } from '@nodebao/contract/field-rules';
import { payText } from '@/locales/zh-CN/pay';

const t = payText.offline;

/** The input's `accept`: the image types the server takes. */
export const VOUCHER_ACCEPT = VOUCHER_TYPES.join(',');

/**
 * Why this file cannot be the voucher, in Chinese, or null when it can: a JPEG, PNG or WebP image of
 * at most 5 MB (the server checks again and answers 31006 otherwise).
 */
export function voucherProblem(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return t.voucherRequired;
  if (!(VOUCHER_TYPES as readonly string[]).includes(file.type)) return t.voucherType;
  if (file.size === 0) return t.voucherEmpty;
  if (file.size > VOUCHER_MAX_BYTES) return t.voucherTooLarge((file.size / 1024 / 1024).toFixed(1));
  return null;
}
