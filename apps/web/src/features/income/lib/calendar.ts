/**
 * Days and months of the income screens. Settlement, the ledger and every statistics call count in
 * Beijing days (Asia/Shanghai, DESIGN §7), whatever the phone's own time zone: "yesterday" is
 * Beijing's yesterday. Days are YYYY-MM-DD and months YYYY-MM strings, as the API sends them.
 */
import { incomeText } from '@/locales/zh-CN/income';

const DAY_MS = 86_400_000;
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export { beijingMonth, beijingToday } from '@/lib/time';

function utcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A real calendar day (2026-02-30 is not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  return utcDate(value).toISOString().slice(0, 10) === value;
}

export function isMonth(value: string | null | undefined): value is string {
  return Boolean(value && MONTH_PATTERN.test(value));
}

export function addDays(day: string, days: number): string {
  return new Date(utcDate(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function addMonths(month: string, months: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (both ends count): 2026-11-01 … 2026-11-30 → 30. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / DAY_MS) + 1;
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** 2026-11 → 2026年11月. */
export function monthLabel(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return incomeText.month.label(year, m);
}

/** 2026-11-21 → 11月21日 周六. */
export function dayLabel(day: string): string {
  const date = utcDate(day);
  return incomeText.day.label(
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    incomeText.day.weekdays[date.getUTCDay()] ?? '',
  );
}

/** 2026-11-21 → 21日 (a bar of the month's chart). */
export function dayOfMonth(day: string): string {
  return `${Number(day.slice(8, 10))}日`;
}
