import { maskMobile } from '@nodebao/contract/account-rules';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';

export type PartOfDay = keyof typeof t.greeting;

/** The greeting of an hour (0–23): 早上好 from 5, 中午好 from 11, 下午好 from 13, 晚上好 from 18. */
export function partOfDay(hour: number): PartOfDay {
  if (hour < 5) return 'night';
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** 下午好，演示会员 — the nickname, else the masked mobile, else just the greeting. */
export function greeting(hour: number, nickname: string | undefined, mobile: string | undefined): string {
  const part = t.greeting[partOfDay(hour)];
  const name = nickname?.trim() || maskMobile(mobile ?? '');
  return name ? t.greet(part, name) : part;
}
