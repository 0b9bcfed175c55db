import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '@/app/lazy-page';
import { usePendingCount } from '@/features/wallet/api/get-review-queue';
import { WithdrawReviewPhone } from '@/features/wallet/phone/withdraw-review-phone';
import { supermanText } from '@/locales/zh-CN/superman';
import { walletText } from '@/locales/zh-CN/wallet';
import { useOfflinePendingCount } from './api/get-offline-list';
import { OfflineReviewPhone } from './phone/offline-review-phone';
import { ParamsPhone } from './phone/params-phone';

/**
 * The staff home's sections (/superman/index?section=…): each a queue or a tool owned by its feature,
 * drawn with antd-mobile on phones and with antd (its own chunk) on desktops. A later queue
 * (applications) is one more entry here.
 */
export type StaffSection = {
  key: string;
  title: string;
  phone: ComponentType;
  desktop: LazyExoticComponent<ComponentType>;
  /** How many wait for staff, shown as a badge on the section's tab. */
  useCount?: () => number | undefined;
};

export const staffSections: StaffSection[] = [
  {
    key: 'offline',
    title: supermanText.sections.offline,
    phone: OfflineReviewPhone,
    desktop: lazyPage(() => import('./desktop/offline-review-desktop')),
    useCount: () => useOfflinePendingCount().data,
  },
  {
    key: 'withdrawals',
    title: walletText.superman.sections.withdrawals,
    phone: WithdrawReviewPhone,
    desktop: lazyPage(() => import('@/features/wallet/desktop/withdraw-review-desktop')),
    useCount: () => usePendingCount().data,
  },
  {
    key: 'params',
    title: supermanText.sections.params,
    phone: ParamsPhone,
    desktop: lazyPage(() => import('./desktop/params-desktop')),
  },
];

/** `?section=`: a known section, else the first. */
export function sectionOf(key: string | null): StaffSection {
  return staffSections.find((s) => s.key === key) ?? staffSections[0]!;
}
