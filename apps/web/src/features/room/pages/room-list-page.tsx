import { Suspense } from 'react';
import { lazyPage } from '@/app/lazy-page';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { PageLoading } from '@/app/page-loading';
import { PhoneRoomList } from '../phone/phone-room-list';

// antd's table loads only on desktops (DESIGN §3): phones never download it.
const DesktopRoomList = lazyPage(() => import('../desktop/desktop-room-list'));

/** /manage/room: the operator's machine rooms, cards on phones and a dense table from 992 px. */
export default function RoomListPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop) return <PhoneRoomList />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DesktopRoomList />
    </Suspense>
  );
}
