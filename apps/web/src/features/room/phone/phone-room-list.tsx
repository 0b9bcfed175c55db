import { Button, ErrorBlock, InfiniteScroll, PullToRefresh, SearchBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { useMemberInfo } from '@/lib/member-info';
import { useListAddress } from '@/lib/list/use-list-address';
import { useSearchBox } from '@/lib/list/use-search-box';
import { roomText as t } from '@/locales/zh-CN/room';
import { useRoomPages } from '../api/get-rooms';
import { useRoomActions } from '../hooks/use-room-actions';
import { foreignOwner } from '../lib/format';
import type { Room } from '../types';
import { RoomCard } from './room-card';
import type { RowAction } from './row-actions';
import styles from './phone.module.css';

/** /manage/room on a phone: a searchable list of room cards, each with its actions underneath. */
export function PhoneRoomList() {
  const navigate = useNavigate();
  const myId = useMemberInfo().data?.id;
  // The search lives in the address: a refresh or a shared link opens the same view.
  const address = useListAddress();
  const { keyword } = address;
  const [input, setInput] = useSearchBox(keyword, address.setKeyword);
  const rooms = useRoomPages({ pid: 0, keyword });
  const actions = useRoomActions();

  const list = rooms.data?.pages.flatMap((p) => p.list) ?? [];
  const first = rooms.data?.pages[0];

  function actionsOf(room: Room, index: number): RowAction[] {
    const last = index === list.length - 1 && !rooms.hasNextPage;
    return [
      {
        key: 'cabinets',
        label: t.actions.cabinets,
        primary: true,
        onClick: () => void navigate(`/manage/room/jigui?pid=${room.id}`),
      },
      { key: 'edit', label: t.actions.edit, onClick: () => void navigate(`/manage/room/add?id=${room.id}`) },
      {
        key: 'up',
        label: t.actions.up,
        disabled: index === 0 || actions.pending,
        loading: actions.busy.shift?.id === room.id && actions.busy.shift.direction === 'up',
        onClick: () => void actions.shift(room, 'up'),
      },
      {
        key: 'down',
        label: t.actions.down,
        disabled: last || actions.pending,
        loading: actions.busy.shift?.id === room.id && actions.busy.shift.direction === 'down',
        onClick: () => void actions.shift(room, 'down'),
      },
      {
        key: 'delete',
        label: t.actions.delete,
        danger: true,
        disabled: actions.pending,
        loading: actions.busy.remove === room.id,
        onClick: () => void actions.remove(room),
      },
    ];
  }

  async function loadMore() {
    // InfiniteScroll shows its own 加载失败 with a retry when the promise rejects.
    const result = await rooms.fetchNextPage();
    if (result.isError) throw new Error(t.loadMoreFailed);
  }

  async function refresh() {
    const result = await rooms.refetch();
    if (result.isError) Toast.show({ content: t.loadFailed });
  }

  let body;
  if (rooms.isPending) {
    body = (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={10} />
      </div>
    );
  } else if (rooms.isError && list.length === 0) {
    body = (
      <div className={styles.stateWrap}>
        <LoadError error={rooms.error} retrying={rooms.isFetching} onRetry={() => void rooms.refetch()} />
      </div>
    );
  } else if (list.length === 0) {
    body = keyword ? (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.noMatch} description={t.noMatchHint}>
          <Button color="primary" fill="outline" onClick={() => setInput('')}>
            {t.clearSearch}
          </Button>
        </ErrorBlock>
      </div>
    ) : (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.empty} description={t.emptyHint}>
          <Button color="primary" onClick={() => void navigate('/manage/room/add')}>
            {t.add}
          </Button>
        </ErrorBlock>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.list} aria-busy={rooms.isFetching}>
          {list.map((room, index) => (
            <RoomCard
              key={room.id}
              room={room}
              ownerMobile={foreignOwner(room, myId)}
              actions={actionsOf(room, index)}
            />
          ))}
        </div>
        <InfiniteScroll hasMore={rooms.hasNextPage} loadMore={loadMore} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <SearchBar placeholder={t.searchPlaceholder} value={input} onChange={setInput} />
      </div>
      <div className={styles.summary}>
        <span>
          {first
            ? keyword
              ? t.matching(first.pages.totalCount)
              : t.counts(first.roomCount, first.childrenCount)
            : null}
        </span>
        <button type="button" className={styles.addLink} onClick={() => void navigate('/manage/room/add')}>
          + {t.add}
        </button>
      </div>
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
    </div>
  );
}
