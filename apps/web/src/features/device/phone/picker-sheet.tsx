import { Button, DotLoading, List, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useAllocatableMembers } from '../api/get-members';
import { useRoomsUnder } from '@/features/room/api/get-machine-rooms';
import { useDeviceTags } from '../api/get-tags';
import type { ActionKind, DeviceAction, PickerKind } from '../hooks/use-device-actions';
import type { Room } from '../types';
import styles from './phone.module.css';

export type OpenPicker = { kind: ActionKind; picker: PickerKind; title: string };

type PickerSheetProps = {
  open: OpenPicker | null;
  count: number;
  pending: boolean;
  onPick: (action: DeviceAction) => void;
  onClose: () => void;
};

/** The bottom sheet that picks the target of a bulk action: a tag, a room (then a cabinet), a member. */
export function PickerSheet({ open, count, pending, onPick, onClose }: PickerSheetProps) {
  // The last picker stays drawn while the sheet slides away.
  const [shown, setShown] = useState(open);
  if (open && open !== shown) setShown(open);

  return (
    <Popup
      visible={open !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {shown ? (
        <>
          <header className={styles.sheetHead}>
            <span className={styles.sheetTitle}>{shown.title}</span>
            <span className={styles.sheetCount}>
              {pending ? <DotLoading color="primary" /> : t.unit(count)}
            </span>
            <Button size="small" fill="none" onClick={onClose}>
              {t.cancel}
            </Button>
          </header>
          <div className={styles.sheetBody}>
            {shown.picker === 'tag' ? <TagOptions pending={pending} onPick={onPick} /> : null}
            {shown.picker === 'room' ? (
              <RoomOptions
                mode={shown.kind === 'install' ? 'install' : 'move-room'}
                pending={pending}
                onPick={onPick}
              />
            ) : null}
            {shown.picker === 'member' ? <MemberOptions pending={pending} onPick={onPick} /> : null}
          </div>
        </>
      ) : null}
    </Popup>
  );
}

type QueryView = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** Loading, failed (with a retry) or empty; null when the options can be drawn. */
function pickerState(query: QueryView, empty: boolean, emptyText: string): ReactNode {
  if (query.isPending) {
    return (
      <div className={styles.sheetState}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.sheetState}>
        <p>{t.pickerFailed}</p>
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t.retry}
        </Button>
      </div>
    );
  }
  if (empty) return <div className={styles.sheetState}>{emptyText}</div>;
  return null;
}

function TagOptions({ pending, onPick }: { pending: boolean; onPick: (a: DeviceAction) => void }) {
  const tags = useDeviceTags();
  const list = tags.data ?? [];
  return (
    <List>
      <List.Item
        description={t.clearTagHint}
        disabled={pending}
        onClick={() => onPick({ kind: 'move-tag', tag: null })}
      >
        {t.clearTag}
      </List.Item>
      {pickerState(tags, list.length === 0, t.pickerEmpty.tags) ??
        list.map((tag) => (
          <List.Item
            key={tag.id}
            arrow={false}
            extra={t.tagDevices(tag.device_count)}
            disabled={pending}
            onClick={() => onPick({ kind: 'move-tag', tag })}
          >
            {tag.name}
          </List.Item>
        ))}
    </List>
  );
}

function RoomOptions({
  mode,
  pending,
  onPick,
}: {
  mode: 'move-room' | 'install';
  pending: boolean;
  onPick: (a: DeviceAction) => void;
}) {
  const [room, setRoom] = useState<Room | null>(null);
  const rooms = useRoomsUnder(0);
  const cabinets = useRoomsUnder(room ? room.id : null);

  if (!room) {
    const list = rooms.data ?? [];
    return (
      <List header={t.pickRoom}>
        {pickerState(rooms, list.length === 0, t.pickerEmpty.rooms) ??
          list.map((r) => (
            <List.Item
              key={r.id}
              description={t.roomDevices(r.device_count, r.cabinet_count)}
              disabled={pending}
              onClick={() => setRoom(r)}
            >
              {r.name}
            </List.Item>
          ))}
      </List>
    );
  }

  const list = cabinets.data ?? [];
  return (
    <>
      <div className={styles.sheetCrumb}>
        <span>{room.name}</span>
        <Button size="mini" fill="none" color="primary" onClick={() => setRoom(null)}>
          {t.backToRooms}
        </Button>
      </div>
      <List header={t.pickCabinet}>
        <List.Item disabled={pending} onClick={() => onPick({ kind: mode, room, cabinet: null })}>
          {t.noCabinet}
        </List.Item>
        {pickerState(cabinets, list.length === 0, t.pickerEmpty.cabinets) ??
          list.map((c) => (
            <List.Item
              key={c.id}
              extra={t.cabinetDevices(c.device_count)}
              disabled={pending}
              onClick={() => onPick({ kind: mode, room, cabinet: c })}
            >
              {c.name}
            </List.Item>
          ))}
      </List>
    </>
  );
}

function MemberOptions({ pending, onPick }: { pending: boolean; onPick: (a: DeviceAction) => void }) {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const members = useAllocatableMembers(keyword);
  const list = members.data ?? [];

  return (
    <>
      <div className={styles.sheetSearch}>
        <SearchBar placeholder={t.memberSearch} value={input} onChange={setInput} />
      </div>
      <List>
        {pickerState(members, list.length === 0, t.pickerEmpty.members) ??
          list.map((m) => (
            <List.Item
              key={m.id}
              description={m.nickname ? m.mobile : undefined}
              extra={t.memberDevices(m.device_count)}
              disabled={pending}
              onClick={() => onPick({ kind: 'fenpei', member: m })}
            >
              {m.nickname || m.mobile}
            </List.Item>
          ))}
      </List>
    </>
  );
}
