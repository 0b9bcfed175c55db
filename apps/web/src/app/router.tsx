import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { Authorized } from './authorized';
import { AppLayout } from './layouts/app-layout';
import { BareLayout, PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';
import type { AppRoute, RouteGroup } from './route-types';
import { notFoundRoute, routeGroups } from './routes';

function leaf(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.redirect) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const Page = route.page;
  if (!Page) throw new Error(`route ${route.path} has neither a page nor a redirect`);
  const element = route.access ? (
    <Authorized access={route.access} inline>
      <Page />
    </Authorized>
  ) : (
    <Page />
  );
  return { path: route.path, element, handle, errorElement: <RouteError /> };
}

function frame(group: RouteGroup): ReactNode {
  if (group.layout === 'public') return <PublicLayout />;
  if (group.layout === 'bare') return <BareLayout />;
  return (
    <Authorized authority={group.authority}>
      <AppLayout />
    </Authorized>
  );
}

/** react-router's tree built from the route table: one pathless layout route per group. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        ...routeGroups.map((group) => ({
          element: frame(group),
          children: group.routes.map((route) =>
            leaf(group.authority ? { ...route, authority: group.authority } : route),
          ),
        })),
        { element: <BareLayout />, children: [leaf(notFoundRoute)] },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
