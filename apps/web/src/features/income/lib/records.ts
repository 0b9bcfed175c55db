/** The money record's lines: which are income, which open a day's detail. */
import { incomeText } from '@/locales/zh-CN/income';
import type { MoneyRecord } from '../types';

export function kindName(kind: MoneyRecord['kind']): string {
  return incomeText.record.kindNames[kind] ?? kind;
}

/** A settlement line is a day's device income: it opens that day's income by device. */
export function detailDay(record: MoneyRecord): string | null {
  return record.kind === 'settlement' && record.day ? record.day : null;
}

/** credit / debit / none, for the colour of the amount (green +, red −). */
export function amountTone(fen: number): 'plus' | 'minus' | 'zero' {
  return fen > 0 ? 'plus' : fen < 0 ? 'minus' : 'zero';
}
