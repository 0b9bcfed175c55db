import { Suspense } from 'react';
import { lazyPage } from '../lazy-page';
import { PageLoading } from '../page-loading';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

// Both load on demand: phones never download antd's Layout and Menu, desktops never the tab bar.
const PhoneLayout = lazyPage(() => import('./phone-layout'));
const DesktopLayout = lazyPage(() => import('./desktop-layout'));

/** The signed-in frame: antd-mobile tab bar below 992 px, antd side menu from 992 px (DESIGN §2). */
export function AppLayout() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return <Suspense fallback={<PageLoading fill />}>{desktop ? <DesktopLayout /> : <PhoneLayout />}</Suspense>;
}
