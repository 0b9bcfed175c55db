/** How an index reads: within ±10 of the national 100 it is "about average". */
export type ZhishuTone = 'high' | 'mid' | 'low';

export function zhishuTone(zhishu: number): ZhishuTone {
  if (zhishu >= 110) return 'high';
  if (zhishu < 90) return 'low';
  return 'mid';
}

/** The bar of an index against the best region shown (at least a sliver, so zero still shows). */
export function barWidth(zhishu: number, best: number): string {
  if (best <= 0) return '0%';
  return `${Math.max(2, Math.min(100, (zhishu / best) * 100)).toFixed(1)}%`;
}

const PROVINCE_CODE = /^\d{2}0000$/;

/** ?province= of the address, when it is a province code. */
export function provinceParam(value: string | null): string | null {
  return value && PROVINCE_CODE.test(value) ? value : null;
}
