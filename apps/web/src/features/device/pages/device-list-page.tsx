import { Suspense } from 'react';
import { lazyPage } from '@/app/lazy-page';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { PageLoading } from '@/app/page-loading';
import { useDeviceListLoader } from '../hooks/use-device-list';
import { PhoneDeviceView } from '../phone/phone-device-view';

// antd's table loads only on desktops (DESIGN §3): phones never download it.
const DesktopDeviceView = lazyPage(() => import('../desktop/desktop-device-view'));

/** /device/index: the device list of SPEC §2, cards on phones and a dense table from 992 px. */
export default function DeviceListPage() {
  useDeviceListLoader();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop) return <PhoneDeviceView />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DesktopDeviceView />
    </Suspense>
  );
}
