import { describe, expect, it } from 'vitest';
import { menu } from '@/locales/zh-CN/menu';
import { allRoutes, notFoundRoute, routeGroups } from './routes';

// SPEC §2 (and DESIGN §4 for the WeChat pay route), spelt as the spec spells them.
const SPEC_SCREENS = [
  '/user/login',
  '/user/admin-login',
  '/user/register',
  '/user/forget-passaword',
  '/user/download',
  '/user/download-app',
  '/user/about',
  '/user/agreement',
  '/user/privacy',
  '/help/index',
  '/help/:id',
  '/exception/403',
  '/exception/404',
  '/exception/500',
  '/exception',
  '/pay/buy-code',
  '/pay/pay',
  '/pay/bank',
  '/pay/wechat',
  '/pay/offline-pay',
  '/dashboard/index',
  '/dashboard/city',
  '/device/index',
  '/device/add-device',
  '/device/template',
  '/device/add-template',
  '/device/template/:id',
  '/manage/index',
  '/manage/user',
  '/manage/user/add',
  '/manage/user/:id',
  '/manage/tag',
  '/manage/tag/add',
  '/manage/tag/:id',
  '/manage/device',
  '/manage/room',
  '/manage/room/add',
  '/manage/room/jigui',
  '/manage/suggest',
  '/account/index',
  '/account/money-record',
  '/account/money-record-info',
  '/account/alipay',
  '/account/payment',
  '/account/payment-info',
  '/account/run-record',
  '/account/withdraw',
  '/account/withdraw-record',
  '/account/event-record',
  '/activity/index',
  '/activity/invite',
  '/activity/invite-record',
  '/activity/wallet',
  '/activity/service',
  '/activity/apply-service',
  '/activity/contribution',
  '/income/index',
  '/income/user',
  '/superman/index',
  '/superman/add-code',
  '/superman/hezuo-list',
  '/server/index',
  '/server/apply',
  '/server/list',
  '/lottery/index',
  '/lottery/record',
  '/lottery/lottery-record',
  '/lottery/my-lottery-record',
  '/lottery/ticket-record',
  '/lottery/my-ticket-record',
];

const REDIRECTS: Record<string, string> = {
  '/user': '/user/login',
  '/pay': '/pay/buy-code',
  '/': '/dashboard/index',
  '/help': '/help/index',
  '/account': '/account/index',
  '/superman': '/superman/index',
  '/server': '/server/index',
  '/lottery': '/lottery/index',
};

const byPath = new Map(allRoutes.map((r) => [r.path, r]));
const LAZY = Symbol.for('react.lazy');

describe('the route table', () => {
  it('has every screen of SPEC §2, once', () => {
    for (const path of SPEC_SCREENS) expect(byPath.has(path), path).toBe(true);
    expect(new Set(allRoutes.map((r) => r.path)).size).toBe(allRoutes.length);
  });

  it('has the redirects of SPEC §2', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) expect(byPath.get(from)?.redirect, from).toBe(to);
  });

  it('ends with the catch-all page-not-found route', () => {
    expect(allRoutes.at(-1)).toBe(notFoundRoute);
    expect(notFoundRoute.path).toBe('*');
  });

  it('loads every page lazily (a twin page both its views), each route its own, with a Chinese title', () => {
    const pages = allRoutes.filter((r) => !r.redirect);
    const lazyType = (component: unknown) => (component as { $$typeof: symbol }).$$typeof;
    for (const route of pages) {
      expect(route.page, route.path).toBeDefined();
      const views = route.page && 'views' in route.page ? Object.values(route.page.views) : [route.page];
      for (const view of views) expect(lazyType(view), route.path).toBe(LAZY);
      expect(route.name && menu[route.name], route.path).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(new Set(pages.map((r) => r.page)).size).toBe(pages.length);
    expect(new Set(pages.map((r) => r.name)).size).toBe(pages.length);
  });

  it('gives /pay admin or user, the root group admin only, and public routes no authority', () => {
    for (const route of allRoutes) {
      const { path, authority } = route;
      if (/^\/(user|help|exception)(\/|$)/.test(path) || path === '*')
        expect(authority, path).toBeUndefined();
      else if (/^\/pay(\/|$)/.test(path)) expect(authority, path).toEqual(['admin', 'user']);
      else expect(authority, path).toEqual(['admin']);
    }
  });

  it('requires the operator right for /manage/* and /income/user, superman for /superman/*', () => {
    for (const route of allRoutes.filter((r) => !r.redirect)) {
      const expected =
        /^\/manage\//.test(route.path) || route.path === '/income/user'
          ? 'operator'
          : /^\/superman\//.test(route.path)
            ? 'superman'
            : undefined;
      expect(route.access, route.path).toBe(expected);
    }
  });

  it('groups the signed-in routes in app layouts and the rest in public or bare ones', () => {
    expect(routeGroups.map((g) => g.layout)).toEqual(['public', 'public', 'bare', 'app', 'app']);
  });

  it('draws only the two sign-in pages without the library root (their first JS is budgeted)', () => {
    const light = routeGroups.filter((g) => g.light).flatMap((g) => g.routes.map((r) => r.path));
    expect(light).toEqual(['/user/login', '/user/admin-login']);
  });
});
