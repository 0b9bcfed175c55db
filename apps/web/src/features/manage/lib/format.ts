import { EMPTY_VALUE } from '@/locales/zh-CN/app';

const GB = 1024 ** 3;
const TB = 1024 ** 4;

/**
 * Upload flow for the overview cards: GB below 1 TB, TB from there, two decimals
 * ("12.34 GB", "1.50 TB"); binary units, as the download sizes elsewhere in the console.
 */
export function formatFlow(bytes: number): { value: string; unit: 'GB' | 'TB' } {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const gb = (safe / GB).toFixed(2);
  // 1023.996 GB reads as 1.00 TB, not 1024.00 GB.
  if (Number(gb) >= 1024) return { value: (safe / TB).toFixed(2), unit: 'TB' };
  return { value: gb, unit: 'GB' };
}

/** What a member is called on screen: the nickname, else the mobile. */
export function memberName(member: { nickname: string; mobile: string }): string {
  return member.nickname.trim() || member.mobile;
}

/** "37%" of online devices, or — for none. */
export function onlineRate(online: number, total: number): string {
  return total > 0 ? `${Math.round((online / total) * 100)}%` : EMPTY_VALUE;
}
