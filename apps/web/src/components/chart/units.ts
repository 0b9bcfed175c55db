/**
 * The units of traffic figures, shared by the dashboard, the chart and the run log (DESIGN §4:
 * bandwidth arrives as kbps integers, flow as bytes, online time as minutes).
 */
import { unitText } from '@/locales/zh-CN/records';

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

/**
 * kbps as Mbps with one decimal and thousands separators: 5074426 → "5,074.4" (half up, as Intl
 * rounds). In integer tenths rather than with `Intl.NumberFormat`: the member home draws this in its
 * first view, and making the first number format loads the locale's ICU data (~30 ms of one task on
 * this machine, ×4 on a phone; issue 17 §3).
 */
export function formatMbps(kbps: number): string {
  const tenths = Math.round(Math.max(0, Number.isFinite(kbps) ? kbps : 0) / 100);
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole}.${tenths % 10}`;
}

/** "5,074.4 Mbps". */
export function mbpsText(kbps: number): string {
  return `${formatMbps(kbps)} ${unitText.mbps}`;
}

/** A line's bandwidth in whole Mbps (a machine room's exit, a partner's room): 10000 → "10 Gbps". */
export function lineBandwidthText(mbps: number): string {
  return mbps >= 1000 && mbps % 1000 === 0 ? `${mbps / 1000} Gbps` : `${mbps} ${unitText.mbps}`;
}

/** Online time: 1240 → "20 小时 40 分钟"; 45 → "45 分钟"; a day is 24 小时 (1440 minutes). */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  return unitText.duration(Math.floor(total / 60), total % 60);
}
