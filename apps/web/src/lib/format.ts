import dayjs from 'dayjs';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

// Dates as every screen shows them, Beijing time as the browser reads the ISO string; the one mark
// for a missing value (EMPTY_VALUE) when there is none.

/** "2026-11-22", or — without a date. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : EMPTY_VALUE;
}

/** "2026-11-22 20:10", or — without a time. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : EMPTY_VALUE;
}
