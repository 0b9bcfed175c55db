import { EMPTY_VALUE } from '@/locales/zh-CN/app';
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as people read them: 512 B, 3.4 KB, 512.0 MB (binary multiples, one decimal). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return EMPTY_VALUE;
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
