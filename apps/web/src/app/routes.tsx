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
import { twinPage } from './twin-page';
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
        // The device list of SPEC §2, cards on phones and a dense table from 992 px.
        page: twinPage(
          () => import('@/features/device/phone/phone-device-view'),
          () => import('@/features/device/desktop/desktop-device-view'),
        ),
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
        // The operator's overview of members, devices, rooms and upload flow.
        page: twinPage(
          () => import('@/features/manage/phone/home-phone'),
          () => import('@/features/manage/desktop/home-desktop'),
        ),
        access: 'operator',
      },
      {
        path: '/manage/user',
        name: 'menu.manage.user',
        // The operator's sub-members, searchable and filtered by tag and status.
        page: twinPage(
          () => import('@/features/manage/phone/user-list-phone'),
          () => import('@/features/manage/desktop/user-list-desktop'),
        ),
        access: 'operator',
      },
      {
        path: '/manage/user/add',
        name: 'menu.manage.user-add',
        // /manage/user/add (new sub-member) and /manage/user/:id (edit, reset password, disable).
        page: lazyPage(() => import('@/features/manage/pages/user-form-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/user/:id',
        name: 'menu.manage.user-edit',
        page: lazyPage(() => import('@/features/manage/pages/user-form-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/tag',
        name: 'menu.manage.tag',
        // Member tags with their member counts; add, rename, delete, move members in.
        page: twinPage(
          () => import('@/features/manage/phone/tag-list-phone'),
          () => import('@/features/manage/desktop/tag-list-desktop'),
        ),
        access: 'operator',
      },
      {
        path: '/manage/tag/add',
        name: 'menu.manage.tag-add',
        // /manage/tag/add (new member tag) and /manage/tag/:id (rename, its members, add members).
        page: lazyPage(() => import('@/features/manage/pages/tag-form-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/tag/:id',
        name: 'menu.manage.tag-edit',
        page: lazyPage(() => import('@/features/manage/pages/tag-form-page')),
        access: 'operator',
        hideInMenu: true,
      },
      {
        path: '/manage/device',
        name: 'menu.manage.device',
        // Every device of the operator's members (`?member_id=` filters by one of them), allocation to
        // members, name and ISP edits, and the install history.
        page: twinPage(
          () => import('@/features/manage/phone/device-phone'),
          () => import('@/features/manage/desktop/device-desktop'),
        ),
        access: 'operator',
      },
      {
        path: '/manage/room',
        name: 'menu.manage.room',
        // The operator's machine rooms, cards on phones and a dense table from 992 px.
        page: twinPage(
          () => import('@/features/room/phone/phone-room-list'),
          () => import('@/features/room/desktop/desktop-room-list'),
        ),
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
      {
        path: '/manage/audit',
        name: 'menu.manage.audit',
        // 操作审计 (issue 49 §2): who changed what, when and from where, filtered and exported. Staff read
        // everyone's trail, an operator its own fleet's (the server filters); cards on phones, a table
        // from 992 px.
        page: twinPage(
          () => import('@/features/audit/phone/audit-phone'),
          () => import('@/features/audit/desktop/audit-desktop'),
        ),
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
        // The member's ledger lines, newest first, filtered by kind and dates (remembered, SPEC §3),
        // pages appended (SPEC §4); a settlement line opens that day's devices.
        page: twinPage(
          () => import('@/features/income/phone/money-record-phone'),
          () => import('@/features/income/desktop/money-record-desktop'),
        ),
      },
      {
        path: '/account/money-record-info',
        name: 'menu.account.money-record-info',
        // 收益明细 (?day=&member_id=): one settled day's income by device, best first, with the day's
        // total; the day can be stepped or picked.
        page: twinPage(
          () => import('@/features/income/phone/record-info-phone'),
          () => import('@/features/income/desktop/record-info-desktop'),
        ),
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
        // Two-step verification and the password change (issue 49); where an account that must have
        // an authenticator and has none is sent.
        path: '/account/security',
        name: 'menu.account.security',
        page: lazyPage(() => import('@/features/security/pages/security-page')),
      },
      {
        path: '/account/sessions',
        name: 'menu.account.sessions',
        page: lazyPage(() => import('@/features/security/pages/sessions-page')),
      },
      {
        // Read-only API tokens for Prometheus and scripts (issue 50 §2); staff may make none.
        path: '/account/api-tokens',
        name: 'menu.account.api-tokens',
        page: lazyPage(() => import('@/features/api-tokens/pages/api-tokens-page')),
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
        // Infinite scroll on phones, a paged table on desktops.
        page: twinPage(
          () => import('@/features/activity/phone/invite-record-phone'),
          () => import('@/features/activity/desktop/invite-record-desktop'),
        ),
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
        // The month's income (?month=), its days in a chart and a list, each day opening its devices;
        // 导出 Excel. Operators see their whole fleet, or one member with ?member_id=.
        page: twinPage(
          () => import('@/features/income/phone/income-phone'),
          () => import('@/features/income/desktop/income-desktop'),
        ),
        icon: 'income',
      },
      {
        path: '/income/user',
        name: 'menu.income.user',
        // Income by member, machine room and tag for a day (default yesterday) or a month, sortable,
        // with the period's export; a member opens their own income.
        page: twinPage(
          () => import('@/features/income/phone/income-user-phone'),
          () => import('@/features/income/desktop/income-user-desktop'),
        ),
        access: 'operator',
      },
      {
        path: '/income/explain',
        name: 'menu.income.explain',
        // 收益诊断 (issue 50 §1, ?day=&member_id=&device_id=): a settled day's income against the median of
        // the days before, split into its causes and the boxes (and a fleet's members) that moved it;
        // opened from the home, a day's detail, a box's detail and the operator's statistics.
        page: lazyPage(() => import('@/features/income/pages/explain-page')),
        hideInMenu: true,
      },

      { path: '/superman', redirect: '/superman/index' },
      {
        path: '/superman/index',
        name: 'menu.superman.index',
        // The staff home, one section per queue (线下支付审核 first, then 提现审核) and 参数设置.
        page: twinPage(
          () => import('@/features/superman/phone/superman-phone'),
          () => import('@/features/superman/desktop/superman-desktop'),
        ),
        access: 'superman',
      },
      {
        path: '/superman/add-code',
        name: 'menu.superman.add-code',
        // Staff send activation codes to a member without payment.
        page: twinPage(
          () => import('@/features/superman/phone/add-code-phone'),
          () => import('@/features/superman/desktop/add-code-desktop'),
        ),
        access: 'superman',
      },
      {
        path: '/superman/hezuo-list',
        name: 'menu.superman.hezuo-list',
        // Every partner's machine rooms, cards on phones, a table from 992 px.
        page: twinPage(
          () => import('@/features/superman/phone/hezuo-list-phone'),
          () => import('@/features/superman/desktop/hezuo-list-desktop'),
        ),
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
