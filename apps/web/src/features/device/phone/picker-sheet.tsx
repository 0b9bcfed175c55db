import { Button, DotLoading, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { ChoicesLoad } from '@/components/choices-load';
import { PhoneSheet } from '@/components/phone-sheet';
import { useDebouncedValue } from '@/lib/use-debounced-value';
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
  return (
    <PhoneSheet
      open={open}
      title={(shown) => shown.title}
      aside={
        <span className={styles.sheetCount}>{pending ? <DotLoading color="primary" /> : t.unit(count)}</span>
      }
      closeText={t.cancel}
      onClose={onClose}
      className={styles.sheet}
    >
      {(shown) => (
        <>
          {shown.picker === 'tag' ? <TagOptions pending={pending} onPick={onPick} /> : null}
          {shown.picker === 'room' ? (
            <RoomOptions
              mode={shown.kind === 'install' ? 'install' : 'move-room'}
              pending={pending}
              onPick={onPick}
            />
          ) : null}
          {shown.picker === 'member' ? <MemberOptions pending={pending} onPick={onPick} /> : null}
        </>
      )}
    </PhoneSheet>
  );
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
      <ChoicesLoad
        inSheet
        query={tags}
        failedText={t.pickerFailed}
        retryText={t.retry}
        empty={list.length === 0 ? t.pickerEmpty.tags : null}
      >
        {list.map((tag) => (
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
      </ChoicesLoad>
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
        <ChoicesLoad
          inSheet
          query={rooms}
          failedText={t.pickerFailed}
          retryText={t.retry}
          empty={list.length === 0 ? t.pickerEmpty.rooms : null}
        >
          {list.map((r) => (
            <List.Item
              key={r.id}
              description={t.roomDevices(r.device_count, r.cabinet_count)}
              disabled={pending}
              onClick={() => setRoom(r)}
            >
              {r.name}
            </List.Item>
          ))}
        </ChoicesLoad>
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
        <ChoicesLoad
          inSheet
          query={cabinets}
          failedText={t.pickerFailed}
          retryText={t.retry}
          empty={list.length === 0 ? t.pickerEmpty.cabinets : null}
        >
          {list.map((c) => (
            <List.Item
              key={c.id}
              extra={t.cabinetDevices(c.device_count)}
              disabled={pending}
              onClick={() => onPick({ kind: mode, room, cabinet: c })}
            >
              {c.name}
            </List.Item>
          ))}
        </ChoicesLoad>
      </List>
    </>
  );
}

function MemberOptions({ pending, onPick }: { pending: boolean; onPick: (a: DeviceAction) => void }) {
  const [input, setInput] = useState('');
  const keyword = useDebouncedValue(input.trim(), 300);
  const members = useAllocatableMembers(keyword);
  const list = members.data ?? [];

  return (
    <>
      <div className={styles.sheetSearch}>
        <SearchBar placeholder={t.memberSearch} value={input} onChange={setInput} />
      </div>
      <List>
        <ChoicesLoad
          inSheet
          query={members}
          failedText={t.pickerFailed}
          retryText={t.retry}
          empty={list.length === 0 ? t.pickerEmpty.members : null}
        >
          {list.map((m) => (
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
        </ChoicesLoad>
      </List>
    </>
  );
}
