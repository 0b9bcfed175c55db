import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  matchPath,
  Navigate,
  type NonIndexRouteObject,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { AppRoot } from './app-root';
import { BareLayout, PublicLayout } from './layouts/public-layout';
import { preloadScreenLayout } from './layouts/screen-layouts';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';
import type { AccessFlag, AppRoute, RouteGroup } from './route-types';
import { sessionAllows } from '@/lib/session';
import { notFoundRoute, routeGroups, routeInGroup } from './routes';

// The library root, the signed-in frame and the access check are loaded by the router with the first
// route that needs them (route.lazy), so the entry holds none of react-query, antd-mobile or dayjs.
const libraryRoot: RouteObject['lazy'] = async () => {
  const { LibraryRoot } = await import('./library-root');
  return { Component: LibraryRoot };
};

function withAccess(access: AccessFlag, page: ReactNode, preload: () => void): RouteObject['lazy'] {
  return async () => {
    preload();
    const { Authorized } = await import('./authorized');
    return {
      element: (
        <Authorized access={access} inline>
          {page}
        </Authorized>
      ),
    };
  };
}

function leaf(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.redirect) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const Page = route.page;
  if (!Page) throw new Error(`route ${route.path} has neither a page nor a redirect`);
  const common = { path: route.path, handle, errorElement: <RouteError /> };
  const preload = () => {
    Page.preload();
    // Only for a caller the page will be drawn for: a guest is sent to sign in, not asked for data.
    if (route.prefetch && sessionAllows(route.authority)) route.prefetch();
  };
  if (route.access) return { ...common, lazy: withAccess(route.access, <Page />, preload) };
  // The router calls every matched route's lazy at once when a navigation starts: the page's chunk
  // then downloads beside the library root's and the frame's, not after the frame has drawn.
  return {
    ...common,
    element: <Page />,
    lazy: async () => {
      preload();
      return {};
    },
  };
}

function frame(group: RouteGroup): Pick<NonIndexRouteObject, 'element' | 'lazy'> {
  if (group.layout === 'public') return { element: <PublicLayout /> };
  if (group.layout === 'bare') return { element: <BareLayout /> };
  return {
    lazy: async () => {
      preloadScreenLayout();
      const [{ Authorized }, { AppLayout }] = await Promise.all([
        import('./authorized'),
        import('./layouts/app-layout'),
      ]);
      return {
        element: (
          <Authorized authority={group.authority}>
            <AppLayout />
          </Authorized>
        ),
      };
    },
  };
}

const groupId = (group: RouteGroup) => `group-${routeGroups.indexOf(group)}`;

function groupLeaf(group: RouteGroup, route: AppRoute): RouteObject {
  return leaf(routeInGroup(group, route));
}

function groupRoute(group: RouteGroup, routes: AppRoute[]): RouteObject {
  return { id: groupId(group), ...frame(group), children: routes.map((route) => groupLeaf(group, route)) };
}

type TableLeaf = { group: RouteGroup; route: AppRoute };
const tableLeaves: TableLeaf[] = routeGroups.flatMap((group) =>
  group.routes.map((route) => ({ group, route })),
);
const staticLeaves = new Map(
  tableLeaves.filter(({ route }) => !route.path.includes(':')).map((leaf) => [leaf.route.path, leaf]),
);
const paramLeaves = tableLeaves.filter(({ route }) => route.path.includes(':'));

/**
 * The table's route for a path, without react-router's matching of the whole tree: a path without a
 * parameter is looked up, the four with one are tried after it (react-router ranks a static segment
 * above a parameter too). Case and a trailing slash do not count, as in react-router.
 */
function tableLeaf(pathname: string): TableLeaf | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return staticLeaves.get(path) ?? paramLeaves.find(({ route }) => matchPath(route.path, path) !== null);
}

/**
 * react-router's tree built from the route table: one pathless layout route per group, the light
 * groups (sign-in) beside the library root, every other group under it, the page-not-found route
 * last. Given the path the app opens on, the tree holds only that page's route; `discoverRoute` adds
 * each other one when a navigation first needs it. Turning ~100 routes into react-router's data
 * routes, and flattening and ranking them, was ~40 ms of the entry's task at 1× (decision 0033).
 */
export function buildRoutes(opening?: string): RouteObject[] {
  const first = opening === undefined ? undefined : tableLeaf(opening);
  const routesOf = (group: RouteGroup) =>
    opening === undefined ? group.routes : first?.group === group ? [first.route] : [];
  const groupRoutes = (light: boolean) =>
    routeGroups
      .filter((group) => Boolean(group.light) === light)
      .map((group) => groupRoute(group, routesOf(group)));
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      // While the first page's lazy routes load (the library root, the signed-in frame).
      hydrateFallbackElement: <PageLoading fill />,
      children: [
        ...groupRoutes(true),
        {
          lazy: libraryRoot,
          children: [...groupRoutes(false), { element: <BareLayout />, children: [leaf(notFoundRoute)] }],
        },
      ],
    },
  ];
}

/**
 * react-router's route discovery: called when a path matches nothing, only the page-not-found route
 * or a route with a parameter; puts the table's route for it into its group (once: react-router
 * skips a route it already has).
 */
export const discoverRoute: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const found = tableLeaf(path);
  if (found) patch(groupId(found.group), [groupLeaf(found.group, found.route)]);
};

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(window.location.pathname), {
    patchRoutesOnNavigation: discoverRoute,
  });
}

/** Whether the router opened on a signed-in page (one that waits for the member info to draw). */
export function opensSignedInPage(router: ReturnType<typeof createAppRouter>): boolean {
  return router.state.matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.route.authority !== undefined,
  );
}
