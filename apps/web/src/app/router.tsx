import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { BareLayout, PublicLayout } from './layouts/public-layout';
import { preloadScreenLayout } from './layouts/screen-layouts';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';
import type { AccessFlag, AppRoute, RouteGroup } from './route-types';
import { notFoundRoute, routeGroups } from './routes';

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
  if (route.access) return { ...common, lazy: withAccess(route.access, <Page />, Page.preload) };
  // The router calls every matched route's lazy at once when a navigation starts: the page's chunk
  // then downloads beside the library root's and the frame's, not after the frame has drawn.
  return {
    ...common,
    element: <Page />,
    lazy: async () => {
      Page.preload();
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

function groupRoute(group: RouteGroup): RouteObject {
  return {
    ...frame(group),
    children: group.routes.map((route) =>
      leaf(group.authority ? { ...route, authority: group.authority } : route),
    ),
  };
}

/**
 * react-router's tree built from the route table: one pathless layout route per group, the light
 * groups (sign-in) beside the library root, every other group under it.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      // While the first page's lazy routes load (the library root, the signed-in frame).
      hydrateFallbackElement: <PageLoading fill />,
      children: [
        ...routeGroups.filter((group) => group.light).map(groupRoute),
        {
          lazy: libraryRoot,
          children: [
            ...routeGroups.filter((group) => !group.light).map(groupRoute),
            { element: <BareLayout />, children: [leaf(notFoundRoute)] },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

/** Whether the router opened on a signed-in page (one that waits for the member info to draw). */
export function opensSignedInPage(router: ReturnType<typeof createAppRouter>): boolean {
  return router.state.matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.route.authority !== undefined,
  );
}
