import type { Access } from '@nodebao/contract';
import { menu, menuGroups, type MenuGroup } from '@/locales/zh-CN/menu';
import type { AppRoute, RouteGroup } from './route-types';
import { menuGroupIcons } from './routes';
import type { IconName } from './icons';

export interface MenuItem {
  path: string;
  label: string;
}

export interface MenuSection {
  key: MenuGroup;
  label: string;
  icon: IconName;
  items: MenuItem[];
}

function groupOf(route: AppRoute): MenuGroup | undefined {
  if (route.menuGroup) return route.menuGroup;
  const first = route.path.split('/')[1] ?? '';
  return first in menuGroups ? (first as MenuGroup) : undefined;
}

/** Whether the member may open a route: its group's authority and its access flag. */
export function canOpen(route: AppRoute, authority: readonly string[], access: Access | undefined): boolean {
  const allowed: readonly string[] | undefined = route.authority;
  if (allowed && !authority.some((role) => allowed.includes(role))) return false;
  if (route.access && !access?.[route.access]) return false;
  return true;
}

/**
 * The desktop side menu from the route table (STYLE §7): the signed-in groups' named, visible
 * routes that the member may open, in the groups' order (仪表盘 … 超级管理); empty groups are left out.
 */
export function buildMenu(
  groups: readonly RouteGroup[],
  authority: readonly string[],
  access: Access | undefined,
): MenuSection[] {
  const byGroup = new Map<MenuGroup, MenuItem[]>();
  // Routes placed in another area's group (menuGroup) come after that area's own routes.
  const guests: [MenuGroup, MenuItem][] = [];
  for (const group of groups) {
    if (group.layout !== 'app') continue;
    for (const route of group.routes) {
      const full = group.authority ? { ...route, authority: group.authority } : route;
      if (!route.name || route.redirect || route.hideInMenu || !canOpen(full, authority, access)) continue;
      const key = groupOf(route);
      if (!key) continue;
      const item = { path: route.path, label: menu[route.name] };
      if (route.menuGroup) {
        guests.push([key, item]);
        continue;
      }
      byGroup.set(key, [...(byGroup.get(key) ?? []), item]);
    }
  }
  for (const [key, item] of guests) byGroup.set(key, [...(byGroup.get(key) ?? []), item]);
  return (Object.keys(menuGroups) as MenuGroup[])
    .filter((key) => byGroup.has(key))
    .map((key) => ({
      key,
      label: menuGroups[key],
      icon: menuGroupIcons[key],
      items: byGroup.get(key) ?? [],
    }));
}

/** The menu entry to highlight: the longest visible path that starts the current route's path. */
export function selectedMenuPath(sections: readonly MenuSection[], routePath: string | undefined) {
  if (!routePath) return undefined;
  let best: string | undefined;
  for (const section of sections) {
    for (const item of section.items) {
      if (routePath.startsWith(item.path) && (!best || item.path.length > best.length)) best = item.path;
    }
  }
  return best;
}
