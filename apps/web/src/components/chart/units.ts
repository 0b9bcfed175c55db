/**
 * The units of traffic figures, shared by the dashboard, the chart and the run log (DESIGN §4:
 * bandwidth arrives as kbps integers, flow as bytes, online time as minutes).
 */
import { unitText } from '@/locales/zh-CN/records';
import { numberFormat } from '@/lib/intl';

const BYTE_UNITS = ['MB', 'GB', 'TB', 'PB'] as const;
const MB = 1024 * 1024;

/** Flow split for display: "43.84" + "TB". Base 1024, two decimals, from MB up to PB. */
export function splitBytes(bytes: number): { value: string; unit: string } {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0) / MB;
  let unit = 0;
  // MB only for less than 1 GB; the figures people compare are GB and TB.
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.999 GB would print as "1024.00 GB": carry it to the next unit instead.
  if (Number(value.toFixed(2)) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { value: value.toFixed(2), unit: BYTE_UNITS[unit] ?? 'PB' };
}

/** "43.84 TB", "1.50 GB", "0.00 MB". */
export function formatBytes(bytes: number): string {
  const { value, unit } = splitBytes(bytes);
  return `${value} ${unit}`;
}

const mbpsFormat = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** kbps as Mbps with one decimal and thousands separators: 5074426 → "5,074.4". */
export function formatMbps(kbps: number): string {
  return mbpsFormat(Math.max(0, kbps) / 1000);
}

/** "5,074.4 Mbps". */
export function mbpsText(kbps: number): string {
  return `${formatMbps(kbps)} ${unitText.mbps}`;
}

/** Online time: 1240 → "20 小时 40 分钟"; 45 → "45 分钟"; a day is 24 小时 (1440 minutes). */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  return unitText.duration(Math.floor(total / 60), total % 60);
}
