import { useNavigate } from 'react-router';
import { CardList, ListSummary, SearchRow, filteredStates } from '@/components/phone-list';
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
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const ADD = { text: t.add, to: '/manage/room/add' };

/** /manage/room on a phone: a searchable list of room cards, each with its actions underneath. */
export default function PhoneRoomList() {
  const navigate = useNavigate();
  const myId = useMemberInfo().data?.id;
  // The search lives in the address: a refresh or a shared link opens the same view.
  const address = useListAddress();
  const { keyword } = address;
  const [input, setInput] = useSearchBox(keyword, address.setKeyword);
  const rooms = useRoomPages({ pid: 0, keyword });
  const actions = useRoomActions();

  const { list, first } = rooms;

  function actionsOf(room: Room, index: number): RowAction[] {
    const last = index === list.length - 1 && !rooms.hasMore;
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

  return (
    <div className={styles.page}>
      <div className={`${phoneList.top} ${styles.top}`}>
        <SearchRow placeholder={t.searchPlaceholder} value={input} onChange={setInput} />
      </div>
      <ListSummary add={ADD}>
        {first
          ? keyword
            ? t.matching(first.pages.totalCount)
            : t.counts(first.roomCount, first.childrenCount)
          : null}
      </ListSummary>
      <CardList
        list={rooms}
        add={ADD}
        skeletonLines={10}
        {...filteredStates(t, {
          filtered: keyword !== '',
          clearText: t.clearSearch,
          onClear: () => setInput(''),
        })}
      >
        {list.map((room, index) => (
          <RoomCard
            key={room.id}
            room={room}
            ownerMobile={foreignOwner(room, myId)}
            actions={actionsOf(room, index)}
          />
        ))}
      </CardList>
    </div>
  );
}
