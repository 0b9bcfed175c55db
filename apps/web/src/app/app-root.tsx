import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './route-meta';

/** The root route: keeps document.title as `${route title} - 节点宝` and restores scroll positions. */
export function AppRoot() {
  const title = useDocumentTitle();
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
