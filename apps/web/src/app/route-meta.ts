import { useMatches, useSearchParams } from 'react-router';
import { app } from '@/locales/zh-CN/app';
import { menu } from '@/locales/zh-CN/menu';
import type { AppRoute } from './route-types';

/** What the router keeps in each leaf route's `handle`. */
export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the page on screen (the deepest matched route that has one). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}

/** The Chinese title of a route (its edit title when editing by `?id=`), or the product name. */
export function routeTitle(route: AppRoute | undefined, editing = false): string {
  const name = editing && route?.editName ? route.editName : route?.name;
  return name ? menu[name] : app.brand;
}

/** `${title} - 节点宝`, or just the product name. */
export function documentTitle(route: AppRoute | undefined, editing = false): string {
  return route?.name ? `${routeTitle(route, editing)}${app.titleSuffix}` : app.brand;
}

/** The title of the page on screen, for headers. */
export function useRouteTitle(): string {
  const [params] = useSearchParams();
  return routeTitle(useCurrentRoute(), params.has('id'));
}

/** The document title of the page on screen. */
export function useDocumentTitle(): string {
  const [params] = useSearchParams();
  return documentTitle(useCurrentRoute(), params.has('id'));
}
