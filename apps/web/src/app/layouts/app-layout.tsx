import { Suspense } from 'react';
import { PageLoading } from '../page-loading';
import { DesktopLayout, PhoneLayout } from './screen-layouts';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

/** The signed-in frame: antd-mobile tab bar below 992 px, antd side menu from 992 px (DESIGN §2). */
export function AppLayout() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return <Suspense fallback={<PageLoading fill />}>{desktop ? <DesktopLayout /> : <PhoneLayout />}</Suspense>;
}
