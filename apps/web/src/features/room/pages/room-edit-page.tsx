import { useSearchParams } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { BusinessError } from '@/lib/request';
import { roomText } from '@/locales/zh-CN/room';
import { roomInfo } from '../api/get-room';
import { PageState } from '../components/page-state';
import { RoomEditor } from '../components/room-editor';
import { idParam } from '@/lib/navigation';
import formPage from '@/components/form-page.module.css';

const t = roomText.form;
const backToList = { to: '/manage/room', label: t.backToList, primary: true };

/** /manage/room/add: a new machine room, or with `?id=` the form of an existing one. */
export default function RoomEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const editing = raw !== null;
  const id = idParam(raw);
  const room = roomInfo.use(editing ? id : null);

  let intro = '';
  let body;
  if (!editing) {
    intro = t.introAdd;
    body = <RoomEditor room={null} />;
  } else if (id === null || room.error instanceof BusinessError) {
    // A room of someone else answers exactly like a missing one.
    body = <PageState title={t.notFound} description={t.notFoundHint} links={[backToList]} />;
  } else if (room.isPending) {
    body = <LoadingSkeleton lines={10} />;
  } else if (room.isError) {
    body = <LoadError error={room.error} retrying={room.isFetching} onRetry={() => void room.refetch()} />;
  } else if (room.data.pid !== 0) {
    body = (
      <PageState
        title={t.isCabinet}
        description={t.isCabinetHint}
        links={[
          { to: `/manage/room/jigui?pid=${room.data.pid}`, label: t.toCabinets, primary: true },
          { ...backToList, primary: false },
        ]}
      />
    );
  } else {
    intro = t.introEdit(room.data.name);
    body = <RoomEditor key={room.data.id} room={room.data} />;
  }

  return (
    <div className={formPage.page}>
      {intro ? <p className={formPage.intro}>{intro}</p> : null}
      {body}
    </div>
  );
}
