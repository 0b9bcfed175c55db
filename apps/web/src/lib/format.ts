import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { ispLabel } from '@nodebao/contract/labels';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { beijingDay, beijingMinute } from './time';

// main.tsx sets the zh-cn locale; the plugin gives "3 分钟前".
dayjs.extend(relativeTime);

// Dates as every screen shows them: Beijing time whatever the browser's zone (lib/time); the one mark
// for a missing value (EMPTY_VALUE) when there is none.

/** "2026-11-22" (the Beijing day), or — without a date. */
export function formatDate(iso: string | null | undefined): string {
  return (iso && beijingDay(iso)) || EMPTY_VALUE;
}

/** A day of the settlement ("2026-11-05", Beijing) as a title says it: "11月5日". */
export function dayText(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}月${Number(date)}日`;
}

/** 电信 / 联通 / 移动 (the contract's ISP_LABELS), or — when there is none. */
export function ispText(isp: string | null | undefined): string {
  return ispLabel(isp) ?? EMPTY_VALUE;
}

/** "2026-11-22 20:10" (Beijing), or — without a time. */
export function formatDateTime(iso: string | null | undefined): string {
  return (iso && beijingMinute(iso)) || EMPTY_VALUE;
}

/** "3 分钟前", or `missing` (从未上报 for a box's last report) without a time. A span between two
 * instants reads the same in every zone. */
export function formatFromNow(iso: string | null | undefined, missing: string = EMPTY_VALUE): string {
  return iso ? dayjs(iso).fromNow() : missing;
}

/** 500 bp → "5", 60 → "0.6", 125 → "1.25": a rate in basis points as per cent
 * without trailing zeros (the fee rate, the referral share, staff's rate fields). */
export function percentText(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  const decimals = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${decimals ? `.${decimals}` : ''}`;
}
