import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { PageLoading } from '@/app/page-loading';

type ResponsivePageProps = {
  phone: ComponentType;
  /** Loaded on demand (`lazyPage`), so phones never download antd (DESIGN §3). */
  desktop: LazyExoticComponent<ComponentType>;
};

/** antd-mobile below 992 px, the antd view (its own chunk) from 992 px, as the device list does. */
export function ResponsivePage({ phone: Phone, desktop: Desktop }: ResponsivePageProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop) return <Phone />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Desktop />
    </Suspense>
  );
}
