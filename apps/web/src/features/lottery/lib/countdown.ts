import { lotteryText } from '@/locales/zh-CN/lottery';

const t = lotteryText.countdown;

/** "2 天 3 小时" / "5 小时 12 分" / "8 分钟" until `end`; null once it passed. */
export function countdownText(end: string, now: number): string | null {
  const ms = Date.parse(end) - now;
  if (ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  if (days > 0) return t.days(days, hours);
  if (hours > 0) return t.hours(hours, minutes % 60);
  return t.minutes(minutes);
}
