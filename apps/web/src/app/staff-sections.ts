import { lazyPage } from './lazy-page';
import type { RoutePage } from './route-types';
import { twinPage } from './twin-page';
import { usePendingCount } from '@/features/wallet/api/get-review-queue';
import { supermanText } from '@/locales/zh-CN/superman';
import { walletText } from '@/locales/zh-CN/wallet';
import { useOfflinePendingCount } from '@/features/superman/api/get-offline-list';
import { usePointsPendingCount } from '@/features/activity/api/points-queue';
import { activityText } from '@/locales/zh-CN/activity';
import { useFlashPendingCount } from '@/features/flashing/api/flash-queue';
import { flashingText } from '@/locales/zh-CN/flashing';
import { useCoopPendingCount } from '@/features/cooperation/api/coop-queue';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { lotteryText } from '@/locales/zh-CN/lottery';

/**
 * The staff home's sections (/superman/index?section=…): each a queue or a tool owned by the feature
 * of its domain (withdrawals by wallet, offline payments and parameters by superman), drawn with
 * antd-mobile on phones and with antd on desktops, each view a chunk loaded when its section opens.
 * Like the route table, this table of screens belongs to the app, which may compose features; a later
 * queue (applications) is one more entry here.
 */
export type StaffSection = {
  key: string;
  title: string;
  /**
   * The section's screen, loaded when it opens: a twin page (the phone or the desktop view, whichever
   * this screen draws), or one responsive page drawn on both.
   */
  view: RoutePage;
  /** How many wait for staff, shown as a badge on the section's tab. */
  useCount?: () => number | undefined;
};

export const staffSections: StaffSection[] = [
  {
    key: 'offline',
    title: supermanText.sections.offline,
    view: twinPage(
      () => import('@/features/superman/phone/offline-review-phone'),
      () => import('@/features/superman/desktop/offline-review-desktop'),
    ),
    useCount: () => useOfflinePendingCount().data,
  },
  {
    key: 'withdrawals',
    title: walletText.superman.sections.withdrawals,
    view: twinPage(
      () => import('@/features/wallet/phone/withdraw-review-phone'),
      () => import('@/features/wallet/desktop/withdraw-review-desktop'),
    ),
    useCount: () => usePendingCount().data,
  },
  {
    key: 'points',
    title: activityText.pointsQueue.section,
    view: twinPage(
      () => import('@/features/activity/phone/points-review-phone'),
      () => import('@/features/activity/desktop/points-review-desktop'),
    ),
    useCount: () => usePointsPendingCount().data,
  },
  {
    key: 'flashing',
    title: flashingText.staff.section,
    view: lazyPage(() => import('@/features/flashing/pages/flash-staff-page')),
    useCount: () => useFlashPendingCount().data,
  },
  {
    key: 'cooperation',
    title: cooperationText.staff.section,
    view: lazyPage(() => import('@/features/cooperation/pages/coop-staff-page')),
    useCount: () => useCoopPendingCount().data,
  },
  {
    key: 'lottery',
    title: lotteryText.staff.section,
    view: lazyPage(() => import('@/features/lottery/pages/lottery-staff-page')),
  },
  {
    key: 'params',
    title: supermanText.sections.params,
    view: twinPage(
      () => import('@/features/superman/phone/params-phone'),
      () => import('@/features/superman/desktop/params-desktop'),
    ),
  },
];

/** `?section=`: a known section, else the first. */
export function sectionOf(key: string | null): StaffSection {
  return staffSections.find((s) => s.key === key) ?? staffSections[0]!;
}
