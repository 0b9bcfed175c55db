import dayjs from 'dayjs';
import { walletText } from '@/locales/zh-CN/wallet';

/** "2026-11-22 20:10", or — without a time. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : walletText.common.none;
}

/** "2026-11-22". */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : walletText.common.none;
}
