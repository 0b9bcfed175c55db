/**
 * The one route table (STYLE §7): every route of SPEC §2 with its lazy page, its menu name (a key of
 * `locales/zh-CN/menu.ts`, also the page title), the authority of its group, its access flag
 * (DESIGN §1: operator or superman rights from memberInfo.access), its icon and menu visibility.
 * The router (`router.tsx`), the desktop menu, the phone navigation bar, the page titles and the
 * Authorized wrapper all read it.
 */
import type { MenuGroup } from '@/locales/zh-CN/menu';
import type { Authority } from '@/lib/session';
import type { IconName } from './icons';
import { lazyPage } from './lazy-page';
import type { AppRoute, RouteGroup } from './route-types';

const ROOT_AUTHORITY: readonly Authority[] = ['admin'];
const PAY_AUTHORITY: readonly Authority[] = ['admin', 'user'];

export const routeGroups: RouteGroup[] = [
  {
    layout: 'public',
    light: true,
    routes: [
      {
        path: '/user/login',
        name: 'menu.user.login',
        page: lazyPage(() => import('@/features/auth/pages/login-page')),
      },
      {
        path: '/user/admin-login',
        name: 'menu.user.admin-login',
        page: lazyPage(() => import('@/features/auth/pages/admin-login-page')),
      },
    ],
  },
  {
    layout: 'public',
    routes: [
      { path: '/user', redirect: '/user/login' },
      {
        path: '/user/register',
        name: 'menu.user.register',
        page: lazyPage(() => import('@/features/auth/pages/register-page')),
      },
      {
        path: '/user/forget-passaword',
        name: 'menu.user.forget-password',
        page: lazyPage(() => import('@/features/auth/pages/forget-password-page')),
      },
      {
        path: '/user/download',
        name: 'menu.user.download',
        page: lazyPage(() => import('@/features/public/pages/download-page')),
      },
      {
        path: '/user/download-app',
        name: 'menu.user.download-app',
        page: lazyPage(() => import('@/features/public/pages/download-app-page')),
      },
      {
        path: '/user/about',
        name: 'menu.user.about',
        page: lazyPage(() => import('@/features/public/pages/about-page')),
      },
      {
        path: '/user/agreement',
        name: 'menu.user.agreement',
        page: lazyPage(() => import('@/features/public/pages/agreement-page')),
      },
      {
        path: '/user/privacy',
        name: 'menu.user.privacy',
        page: lazyPage(() => import('@/features/public/pages/privacy-page')),
      },
      { path: '/help', redirect: '/help/index' },
      {
        path: '/help/index',
        name: 'menu.help.index',
        page: lazyPage(() => import('@/features/help/pages/help-list-page')),
      },
      {
        path: '/help/:id',
        name: 'menu.help.detail',
        page: lazyPage(() => import('@/features/help/pages/help-detail-page')),
      },
    ],
  },
  {
    layout: 'bare',
    routes: [
      {
        path: '/exception/403',
        name: 'menu.exception.403',
        page: lazyPage(() => import('./exception/forbidden-page')),
      },
      {
        path: '/exception/404',
        name: 'menu.exception.404',
        page: lazyPage(() => import('./exception/not-found-page')),
      },
      {
        path: '/exception/500',
        name: 'menu.exception.500',
        page: lazyPage(() => import('./exception/server-error-page')),
      },
      {
        path: '/exception',
        name: 'menu.exception.index',
        page: lazyPage(() => import('./exception/generic-exception-page')),
      },
    ],
  },
  {
    layout: 'app',
    authority: PAY_AUTHORITY,
    routes: [
      // SPEC §2 names the /pay group but no page at /pay itself: it opens the first step, buying codes.
      { path: '/pay', redirect: '/pay/buy-code' },
      {
        path: '/pay/buy-code',
        name: 'menu.pay.buy-code',
        page: lazyPage(() => import('@/features/pay/pages/buy-code-page')),
        menuGroup: 'device',
      },
      {
        path: '/pay/pay',
        name: 'menu.pay.pay',
        page: lazyPage(() => import('@/features/pay/pages/pay-page')),
        hideInMenu: true,
      },
      {
        path: '/pay/bank',
        name: 'menu.pay.bank',
        page: lazyPage(() => import('@/features/pay/pages/bank-page')),
        hideInMenu: true,
      },
      {
        path: '/pay/wechat',
        name: 'menu.pay.wechat',
        page: lazyPage(() => import('@/features/pay/pages/wechat-pay-page')),
        hideInMenu: true,
      },
      {
        path: '/pay/offline-pay',
        name: 'menu.pay.offline-pay',
        page: lazyPage(() => import('@/features/pay/pages/offline-pay-page')),
        hideInMenu: true,
      },
    ],
  },
  {
    layout: 'app',
    authority: ROOT_AUTHORITY,
    routes: [
      { path: '/', redirect: '/dashboard/index' },

      {
        path: '/dashboard/index',
        name: 'menu.dashboard.index',
        page: lazyPage(() => import('@/features/dashboard/pages/dashboard-page')),
        prefetch: () => void import('@/features/dashboard/api/prefetch-home').then((m) => m.prefetchHome()),
        icon: 'home',
      },
      {
        path: '/dashboard/city',
        name: 'menu.dashboard.city',
        page: lazyPage(() => import('@/features/dashboard/pages/city-page')),
      },

      {
        path: '/device/index',
        name: 'menu.device.index',
        page: lazyPage(() => import('@/features/device/pages/device-list-page')),
        icon: 'device',
      },
      {
        path: '/device/add-device',
        name: 'menu.device.add-device',
        page: lazyPage(() => import('@/features/device/pages/add-device-page')),
      },
      {
        path: '/device/template',
        name: 'menu.device.template',
        page: lazyPage(() => import('@/features/room/pages/template-list-page')),
      },
      {
        path: '/device/add-template',
        name: 'menu.device.add-template',
        page: lazyPage(() => import('@/features/room/pages/template-edit-page')),
        hideInMenu: true,
      },
      {
        path: '/device/template/:id',
        name: 'menu.device.template-edit',
        page: lazyPage(() => import('@/features/room/pages/template-edit-page')),
        hideInMenu: true,
      },

      {
        path: '/manage/index',
        name: 'menu.manage.index',
        page: lazyPage(() => import('@/features/manage/pages/manage-home-page')),
        access: 'operator',
      },
      {
        path: '/manage/user',
        name: 'menu.manage.user',
        page: lazyPage(() => import('@/features/manage/pages/user-list-page')),
        access: 'operator',
      },
      {
        path: '/manage/user/add',
        name: 'menu.manage.user-add',
        page: lazyPage(() => import('@/features/manage/pages/user-edit-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/user/:id',
        name: 'menu.manage.user-edit',
        page: lazyPage(() => import('@/features/manage/pages/user-edit-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/tag',
        name: 'menu.manage.tag',
        page: lazyPage(() => import('@/features/manage/pages/member-tag-list-page')),
        access: 'operator',
      },
      {
        path: '/manage/tag/add',
        name: 'menu.manage.tag-add',
        page: lazyPage(() => import('@/features/manage/pages/member-tag-edit-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/tag/:id',
        name: 'menu.manage.tag-edit',
        page: lazyPage(() => import('@/features/manage/pages/member-tag-edit-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/device',
        name: 'menu.manage.device',
        page: lazyPage(() => import('@/features/manage/pages/manage-device-page')),
        access: 'operator',
      },
      {
        path: '/manage/room',
        name: 'menu.manage.room',
        page: lazyPage(() => import('@/features/room/pages/room-list-page')),
        access: 'operator',
      },
      {
        path: '/manage/room/add',
        name: 'menu.manage.room-add',
        editName: 'menu.manage.room-edit',
        page: lazyPage(() => import('@/features/room/pages/room-edit-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/room/jigui',
        name: 'menu.manage.room-jigui',
        page: lazyPage(() => import('@/features/room/pages/cabinet-list-page')),
        access: 'operator',
      },
      {
        path: '/manage/suggest',
        name: 'menu.manage.suggest',
        page: lazyPage(() => import('@/features/suggest/pages/suggest-page')),
        access: 'operator',
      },

      { path: '/account', redirect: '/account/index' },
      {
        path: '/account/index',
        name: 'menu.account.index',
        page: lazyPage(() => import('@/features/account/pages/account-page')),
        icon: 'mine',
      },
      {
        path: '/account/money-record',
        name: 'menu.account.money-record',
        page: lazyPage(() => import('@/features/income/pages/money-record-page')),
      },
      {
        path: '/account/money-record-info',
        name: 'menu.account.money-record-info',
        page: lazyPage(() => import('@/features/income/pages/money-record-info-page')),
        hideInMenu: true,
      },
      {
        path: '/account/alipay',
        name: 'menu.account.alipay',
        page: lazyPage(() => import('@/features/wallet/pages/alipay-page')),
      },
      {
        path: '/account/payment',
        name: 'menu.account.payment',
        page: lazyPage(() => import('@/features/wallet/pages/payment-page')),
      },
      {
        path: '/account/payment-info',
        name: 'menu.account.payment-info',
        editName: 'menu.account.payment-edit',
        page: lazyPage(() => import('@/features/wallet/pages/payment-info-page')),
        hideInMenu: true,
      },
      {
        path: '/account/run-record',
        name: 'menu.account.run-record',
        page: lazyPage(() => import('@/features/account/pages/run-record-page')),
      },
      {
        path: '/account/withdraw',
        name: 'menu.account.withdraw',
        page: lazyPage(() => import('@/features/wallet/pages/withdraw-page')),
      },
      {
        path: '/account/withdraw-record',
        name: 'menu.account.withdraw-record',
        page: lazyPage(() => import('@/features/wallet/pages/withdraw-record-page')),
      },
      {
        path: '/account/event-record',
        name: 'menu.account.event-record',
        page: lazyPage(() => import('@/features/account/pages/event-record-page')),
      },

      {
        path: '/activity/index',
        name: 'menu.activity.index',
        page: lazyPage(() => import('@/features/activity/pages/activity-page')),
      },
      {
        path: '/activity/invite',
        name: 'menu.activity.invite',
        page: lazyPage(() => import('@/features/activity/pages/invite-page')),
      },
      {
        path: '/activity/invite-record',
        name: 'menu.activity.invite-record',
        page: lazyPage(() => import('@/features/activity/pages/invite-record-page')),
      },
      {
        path: '/activity/wallet',
        name: 'menu.activity.wallet',
        page: lazyPage(() => import('@/features/activity/pages/wallet-page')),
      },
      {
        path: '/activity/service',
        name: 'menu.activity.service',
        page: lazyPage(() => import('@/features/flashing/pages/service-page')),
      },
      {
        path: '/activity/apply-service',
        name: 'menu.activity.apply-service',
        page: lazyPage(() => import('@/features/flashing/pages/apply-service-page')),
      },
      {
        path: '/activity/contribution',
        name: 'menu.activity.contribution',
        page: lazyPage(() => import('@/features/activity/pages/contribution-page')),
      },

      {
        path: '/income/index',
        name: 'menu.income.index',
        page: lazyPage(() => import('@/features/income/pages/income-page')),
        icon: 'income',
      },
      {
        path: '/income/user',
        name: 'menu.income.user',
        page: lazyPage(() => import('@/features/income/pages/income-user-page')),
        access: 'operator',
      },

      { path: '/superman', redirect: '/superman/index' },
      {
        path: '/superman/index',
        name: 'menu.superman.index',
        page: lazyPage(() => import('@/features/superman/pages/superman-page')),
        access: 'superman',
      },
      {
        path: '/superman/add-code',
        name: 'menu.superman.add-code',
        page: lazyPage(() => import('@/features/superman/pages/add-code-page')),
        access: 'superman',
      },
      {
        path: '/superman/hezuo-list',
        name: 'menu.superman.hezuo-list',
        page: lazyPage(() => import('@/features/superman/pages/hezuo-list-page')),
        access: 'superman',
      },

      { path: '/server', redirect: '/server/index' },
      {
        path: '/server/index',
        name: 'menu.server.index',
        page: lazyPage(() => import('@/features/cooperation/pages/cooperation-page')),
      },
      {
        path: '/server/apply',
        name: 'menu.server.apply',
        page: lazyPage(() => import('@/features/cooperation/pages/apply-page')),
      },
      {
        path: '/server/list',
        name: 'menu.server.list',
        page: lazyPage(() => import('@/features/cooperation/pages/server-list-page')),
      },

      { path: '/lottery', redirect: '/lottery/index' },
      {
        path: '/lottery/index',
        name: 'menu.lottery.index',
        page: lazyPage(() => import('@/features/lottery/pages/lottery-page')),
      },
      {
        path: '/lottery/record',
        name: 'menu.lottery.record',
        page: lazyPage(() => import('@/features/lottery/pages/draw-record-page')),
      },
      {
        path: '/lottery/lottery-record',
        name: 'menu.lottery.lottery-record',
        page: lazyPage(() => import('@/features/lottery/pages/prize-record-page')),
      },
      {
        path: '/lottery/my-lottery-record',
        name: 'menu.lottery.my-lottery-record',
        page: lazyPage(() =>
          import('@/features/lottery/pages/prize-record-page').then((m) => ({
            default: m.MyPrizeRecordPage,
          })),
        ),
      },
      {
        path: '/lottery/ticket-record',
        name: 'menu.lottery.ticket-record',
        page: lazyPage(() => import('@/features/lottery/pages/ticket-record-page')),
      },
      {
        path: '/lottery/my-ticket-record',
        name: 'menu.lottery.my-ticket-record',
        page: lazyPage(() =>
          import('@/features/lottery/pages/ticket-record-page').then((m) => ({
            default: m.MyTicketRecordPage,
          })),
        ),
      },
    ],
  },
];

/** The last route: any other path shows the page-not-found screen. */
export const notFoundRoute: AppRoute = {
  path: '*',
  name: 'menu.not-found',
  page: lazyPage(() => import('./exception/not-found-page')),
};

/** A route as its group serves it: a group's authority applies to each of its routes. */
export function routeInGroup(group: RouteGroup, route: AppRoute): AppRoute {
  return group.authority ? { ...route, authority: group.authority } : route;
}

/** Every route with its group's authority filled in, in table order (the catch-all last). */
export const allRoutes: AppRoute[] = [
  ...routeGroups.flatMap((group) => group.routes.map((route) => routeInGroup(group, route))),
  notFoundRoute,
];

/** The phone tab bar (DESIGN §2): the four roots of the member's day. */
export const tabRoutes = [
  { path: '/dashboard/index', title: 'home', icon: 'home' },
  { path: '/device/index', title: 'device', icon: 'device' },
  { path: '/income/index', title: 'income', icon: 'income' },
  { path: '/account/index', title: 'mine', icon: 'mine' },
] as const satisfies readonly { path: string; title: string; icon: IconName }[];

/** Icons of the desktop menu groups. */
export const menuGroupIcons: Record<MenuGroup, IconName> = {
  dashboard: 'dashboard',
  device: 'device',
  manage: 'manage',
  account: 'account',
  activity: 'activity',
  income: 'income',
  lottery: 'lottery',
  server: 'server',
  superman: 'superman',
};
