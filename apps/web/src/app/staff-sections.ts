import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import { usePendingCount } from '@/features/wallet/api/get-review-queue';
import { WithdrawReviewPhone } from '@/features/wallet/phone/withdraw-review-phone';
import { supermanText } from '@/locales/zh-CN/superman';
import { walletText } from '@/locales/zh-CN/wallet';
import { useOfflinePendingCount } from '@/features/superman/api/get-offline-list';
import { OfflineReviewPhone } from '@/features/superman/phone/offline-review-phone';
import { ParamsPhone } from '@/features/superman/phone/params-phone';
import { usePointsPendingCount } from '@/features/activity/api/points-queue';
import { PointsReviewPhone } from '@/features/activity/phone/points-review-phone';
import { activityText } from '@/locales/zh-CN/activity';
import LotteryStaffPage from '@/features/lottery/pages/lottery-staff-page';
import CoopStaffPage from '@/features/cooperation/pages/coop-staff-page';
import FlashStaffPage from '@/features/flashing/pages/flash-staff-page';
import { useFlashPendingCount } from '@/features/flashing/api/flash-queue';
import { flashingText } from '@/locales/zh-CN/flashing';
import { useCoopPendingCount } from '@/features/cooperation/api/coop-queue';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { lotteryText } from '@/locales/zh-CN/lottery';

/**
 * The staff home's sections (/superman/index?section=…): each a queue or a tool owned by the feature
 * of its domain (withdrawals by wallet, offline payments and parameters by superman), drawn with
 * antd-mobile on phones and with antd (its own chunk) on desktops. Like the route table, this table of
 * screens belongs to the app, which may compose features; a later queue (applications) is one more
 * entry here.
 */
export type StaffSection = {
  key: string;
  title: string;
  phone: ComponentType;
  desktop: LazyExoticComponent<ComponentType>;
  /** How many wait for staff, shown as a badge on the section's tab. */
  useCount?: () => number | undefined;
};

/** A section drawn by one view on both (antd-mobile, responsive): the desktop slot without a chunk. */
const sameView = (view: ComponentType) => lazyPage(() => Promise.resolve({ default: view }));

export const staffSections: StaffSection[] = [
  {
    key: 'offline',
    title: supermanText.sections.offline,
    phone: OfflineReviewPhone,
    desktop: lazyPage(() => import('@/features/superman/desktop/offline-review-desktop')),
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
    key: 'points',
    title: activityText.pointsQueue.section,
    phone: PointsReviewPhone,
    desktop: lazyPage(() => import('@/features/activity/desktop/points-review-desktop')),
    useCount: () => usePointsPendingCount().data,
  },
  {
    key: 'flashing',
    title: flashingText.staff.section,
    phone: FlashStaffPage,
    desktop: sameView(FlashStaffPage),
    useCount: () => useFlashPendingCount().data,
  },
  {
    key: 'cooperation',
    title: cooperationText.staff.section,
    phone: CoopStaffPage,
    desktop: sameView(CoopStaffPage),
    useCount: () => useCoopPendingCount().data,
  },
  {
    key: 'lottery',
    title: lotteryText.staff.section,
    phone: LotteryStaffPage,
    desktop: sameView(LotteryStaffPage),
  },
  {
    key: 'params',
    title: supermanText.sections.params,
    phone: ParamsPhone,
    desktop: lazyPage(() => import('@/features/superman/desktop/params-desktop')),
  },
];

/** `?section=`: a known section, else the first. */
export function sectionOf(key: string | null): StaffSection {
  return staffSections.find((s) => s.key === key) ?? staffSections[0]!;
}
