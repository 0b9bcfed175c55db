/**
 * The figures of the income screens. Money arrives as integer fen and is shown in 元 with two
 * decimals by `formatYuan` (issue 4 §4); bandwidth arrives in kbps, availability in basis points.
 */
import { formatYuan } from '@nodebao/contract/money';
import { incomeText } from '@/locales/zh-CN/income';

export { formatYuan };

/** A ledger line's amount with its sign: +2597.76, -100.00, 0.00. */
export function signedYuan(fen: number): string {
  return fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen);
}

/** Fen as a number of 元 for a chart's bar height only (never for text). */
export function fenToYuanNumber(fen: number): number {
  return fen / 100;
}

/** 10000 → 100%, 9950 → 99.5%, 451 → 4.51%. */
export function availabilityText(bp: number): string {
  const percent = (Math.max(0, bp) / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${percent}%`;
}

/** The share of a group in the total, one decimal: 41.4%; — when the total is 0. */
export function shareText(part: number, total: number): string {
  if (total <= 0) return incomeText.common.none;
  return `${((part / total) * 100).toFixed(1)}%`;
}

/** Income per device, rounded down to the fen. */
export function perDeviceFen(incomeFen: number, devices: number): number {
  return devices > 0 ? Math.floor(incomeFen / devices) : 0;
}
