/**
 * The shape of the route table (routes.tsx), apart from the table itself: what reads a route (the
 * page titles, the menu, the Authorized wrapper) needs the shape, not every page of the app.
 */
import type { MenuGroup, MenuKey } from '@/locales/zh-CN/menu';
import type { Authority } from '@/lib/session';
import type { IconName } from './icons';
import type { LazyPage } from './lazy-page';
import type { TwinPage } from './twin-page';

/** A route's page: loaded on demand, one for both sizes or a phone and a desktop view. */
export type RoutePage = LazyPage | TwinPage;

export type AccessFlag = 'operator' | 'superman';
export type LayoutKind = 'public' | 'bare' | 'app';

export interface AppRoute {
  /** Absolute path, as SPEC §2 spells it (including /user/forget-passaword). */
  path: string;
  /** Menu name and page title: a key of the zh-CN menu messages. */
  name?: MenuKey;
  /** The title instead of `name` when the URL carries `?id=`: an add page opened as the edit form. */
  editName?: MenuKey;
  page?: RoutePage;
  /**
   * Starts the page's first calls when a navigation to it starts, beside its chunk, so that the page
   * draws once with its data instead of once a reply (issue 17 §3). The router calls it only for a
   * signed-in caller whose authority the route allows; a route with an access flag declares none (the
   * flag is known only once the member info has come).
   */
  prefetch?: () => void;
  /** A route that only forwards to another path. */
  redirect?: string;
  /** Roles allowed (SPEC §6); none for public routes. Filled in from the group. */
  authority?: readonly Authority[];
  /** Right the member must hold in memberInfo.access, else the 403 page. */
  access?: AccessFlag;
  icon?: IconName;
  hideInMenu?: boolean;
  /** Desktop menu group when it is not the path's first segment. */
  menuGroup?: MenuGroup;
}

export interface RouteGroup {
  layout: LayoutKind;
  /**
   * Pages drawn without the library root (react-query, antd-mobile, dayjs): the sign-in pages, whose
   * first JavaScript is budgeted (issue 17 §3). Such a page may use React, the router, the request
   * client and the session only.
   */
  light?: boolean;
  authority?: readonly Authority[];
  routes: AppRoute[];
}
