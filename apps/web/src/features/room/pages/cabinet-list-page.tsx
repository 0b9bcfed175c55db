import { Suspense } from 'react';
import { lazyPage } from '@/app/lazy-page';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { PageLoading } from '@/app/page-loading';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { roomText } from '@/locales/zh-CN/room';
import { PageState } from '../components/page-state';
import { RoomChooser } from '../components/room-chooser';
import { useCabinetRoom } from '../hooks/use-cabinet-room';
import { PhoneCabinetList } from '../phone/phone-cabinet-list';
import formPage from '@/components/form-page.module.css';

const t = roomText.cabinet;
const toRooms = { to: '/manage/room', label: t.backToRooms, primary: true };

// antd's table loads only on desktops (DESIGN §3): phones never download it.
const DesktopCabinetList = lazyPage(() => import('../desktop/desktop-cabinet-list'));

/** /manage/room/jigui?pid=<room id>: the cabinets of one machine room. */
export default function CabinetListPage() {
  const state = useCabinetRoom();
  const desktop = useMediaQuery(DESKTOP_QUERY);

  if (state.kind === 'ready') {
    if (!desktop) return <PhoneCabinetList room={state.room} />;
    return (
      <Suspense fallback={<PageLoading />}>
        <DesktopCabinetList />
      </Suspense>
    );
  }

  let body;
  switch (state.kind) {
    case 'missing':
      // The menu opens this page without a room: offer the rooms instead of a dead end.
      body = <RoomChooser />;
      break;
    case 'invalid':
      body = <PageState title={t.invalidPid} description={t.invalidPidHint} links={[toRooms]} />;
      break;
    case 'not-found':
      body = <PageState title={t.roomNotFound} description={t.roomNotFoundHint} links={[toRooms]} />;
      break;
    case 'loading':
      body = <LoadingSkeleton lines={8} />;
      break;
    case 'failed':
      body = <LoadError error={state.error} retrying={state.retrying} onRetry={state.retry} />;
      break;
    case 'cabinet':
      body = (
        <PageState
          title={t.notARoom}
          description={t.notARoomHint}
          links={[
            { to: `/manage/room/jigui?pid=${state.room.pid}`, label: t.openParent, primary: true },
            { ...toRooms, primary: false },
          ]}
        />
      );
      break;
  }
  return <div className={formPage.page}>{body}</div>;
}
