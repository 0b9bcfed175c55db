import { formatFromNow } from '@/lib/format';
import { deviceText as t } from '@/locales/zh-CN/device';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

/** "3 分钟前", or 从未上报. */
export function fromNow(iso: string | null): string {
  return formatFromNow(iso, t.neverReported);
}

/** "37%", or — when the device did not say. */
export function percent(value: number | null): string {
  return value === null ? EMPTY_VALUE : `${Math.round(value)}%`;
}

/** "3 天 4 小时", "2 小时 5 分钟", "12 分钟". */
export function uptime(seconds: number | null): string {
  if (seconds === null) return EMPTY_VALUE;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return t.duration(days, hours, minutes);
}

export function limitMbps(value: number): string {
  return value > 0 ? t.config.mbps(value) : t.config.unlimited;
}
