import { Button, Checkbox, List, Skeleton, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { templateText as t } from '@/locales/zh-CN/template';
import type { RoomOption } from '../types';
import formPage from '@/components/form-page.module.css';
import styles from './template.module.css';

type RoomChecklistProps = {
  /** The rooms picked (those in use are not part of the value: they are always sent). */
  value?: number[];
  onChange?: (value: number[]) => void;
  rooms: RoomOption[];
  /** Rooms that use the template being edited: shown ticked and locked. */
  inUse: readonly number[];
  pending: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** Shown above the rooms (what ticking one does). */
  note?: ReactNode;
};

/** The rooms line up with the form's own fields (the form sets its lists' padding, inline beats it). */
const FLUSH = {
  '--padding-left': '0',
  '--padding-right': '0',
  '--border-top': 'none',
  '--border-bottom': 'none',
};

/** 应用到机房: my machine rooms with their current template, ticked to receive this one. */
export function RoomChecklist({
  value = [],
  onChange,
  rooms,
  inUse,
  pending,
  failed,
  retrying,
  onRetry,
  note,
}: RoomChecklistProps) {
  if (pending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (failed) {
    return (
      <div className={formPage.fieldState}>
        <span>{t.rooms.loadFailed}</span>
        <Button size="mini" color="primary" fill="outline" loading={retrying} onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (rooms.length === 0) {
    return (
      <div className={formPage.fieldState}>
        <span>
          {t.rooms.none}
          <Link to="/manage/room/add">{t.rooms.noneLink}</Link>
        </span>
      </div>
    );
  }

  const locked = new Set(inUse);
  const checked = [...new Set([...inUse, ...value])];
  return (
    <>
      {note}
      <Checkbox.Group
        value={checked}
        onChange={(next) => onChange?.(next.map(Number).filter((id) => !locked.has(id)))}
      >
        <List className={styles.rooms} style={FLUSH}>
          {rooms.map((room) => (
            <List.Item key={room.id} arrow={false}>
              <Checkbox className={styles.room} value={room.id} disabled={locked.has(room.id)} block>
                <span className={styles.roomName}>
                  {room.name}
                  {locked.has(room.id) ? (
                    <Tag className={styles.inUse} color="success" fill="outline">
                      {t.rooms.inUse}
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.roomMeta}>
                  {room.template_name ? t.rooms.current(room.template_name) : t.rooms.noTemplate}
                  <span aria-hidden="true"> · </span>
                  {t.rooms.devices(room.device_count)}
                </span>
              </Checkbox>
            </List.Item>
          ))}
        </List>
      </Checkbox.Group>
    </>
  );
}
