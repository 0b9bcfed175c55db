import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { documentTitle, useCurrentRoute } from './route-meta';

/** The root route: keeps document.title as `${route title} - 节点宝` and restores scroll positions. */
export function AppRoot() {
  const route = useCurrentRoute();
  const title = documentTitle(route);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
