import { ispLabel } from '@nodebao/contract/labels';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { ListTable } from '@/components/desktop-list';
import { TABLE_PAGE_SIZES, useListAddress } from '@/lib/list/use-list-address';
import { roomText } from '@/locales/zh-CN/room';
import { useRoomPage } from '../api/get-rooms';
import { useCabinetRoom } from '../hooks/use-cabinet-room';
import { useRoomActions, type RoomActions } from '../hooks/use-room-actions';
import { placeOf } from '../lib/area';
import { bandwidthText } from '../lib/format';
import type { Room } from '../types';
import { CabinetModal, type CabinetModalMode } from './cabinet-modal';
import { MoveModal } from './move-modal';
import { DeleteButton, ShiftButtons } from './shift-buttons';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';

const t = roomText.cabinet;
const HEADER_OFFSET = 64;

/** /manage/room/jigui on desktops: the room, then its cabinets in a dense antd table. */
export default function DesktopCabinetList() {
  // The page has loaded the room before drawing this view: this reads the cached answer.
  const state = useCabinetRoom();
  if (state.kind !== 'ready') return null;
  return (
    <AntdScope>
      <CabinetTable room={state.room} />
    </AntdScope>
  );
}

function CabinetTable({ room }: { room: Room }) {
  const navigate = useNavigate();
  // The page and its size live in the address beside ?pid= (a refresh keeps them).
  const pager = useListAddress();
  const cabinets = useRoomPage({ pid: room.id, keyword: '' }, pager.page, pager.pageSize);
  const actions = useRoomActions();
  const [dialog, setDialog] = useState<CabinetModalMode | null>(null);
  const [moving, setMoving] = useState<Room | null>(null);

  const data = cabinets.data;
  const total = data?.pages.totalCount ?? 0;

  async function onMove(cabinet: Room, target: Room) {
    if (await actions.move(cabinet, target)) setMoving(null);
  }

  const facts = [placeOf(room), room.address, ispLabel(room.isp), bandwidthText(room.bandwidth_mbps)]
    .filter(Boolean)
    .join(' · ');
  const columns = cabinetColumns({
    actions,
    offset: (pager.page - 1) * pager.pageSize,
    total,
    onEdit: (cabinet) => setDialog({ kind: 'edit', cabinet }),
    onMove: setMoving,
    onDelete: (cabinet) => void actions.remove(cabinet),
  });

  return (
    <ListTable<Room>
      head={
        <div className={styles.roomHead}>
          <h2 className={styles.roomTitle}>{room.name}</h2>
          {facts ? <span className={styles.roomMeta}>{facts}</span> : null}
          <span className={styles.roomMeta}>{t.summary(room.cabinet_count, room.device_count)}</span>
          {room.template_name ? (
            <Tag color="blue">{`${roomText.columns.template}：${room.template_name}`}</Tag>
          ) : null}
          <span className={table.push}>
            <Button type="link" onClick={() => void navigate(`/manage/room/add?id=${room.id}`)}>
              {t.editRoom}
            </Button>
            <Button onClick={() => void navigate('/manage/room')}>{t.backToRooms}</Button>
          </span>
        </div>
      }
      tools={<span className={table.counts}>{t.listTitle(room.cabinet_count)}</span>}
      add={{ text: t.add, onAdd: () => setDialog({ kind: 'add' }) }}
      query={cabinets}
      text={{ loadFailed: t.loadFailed, total: roomText.showTotal }}
      sticky={{ offsetHeader: HEADER_OFFSET }}
      scroll={{ x: 760 }}
      columns={columns}
      empty={{ title: t.empty, hint: t.emptyHint }}
      page={pager.page}
      pageSize={pager.pageSize}
      pageSizes={[...TABLE_PAGE_SIZES]}
      onPage={pager.setPager}
    >
      <CabinetModal open={dialog} roomId={room.id} onClose={() => setDialog(null)} />
      <MoveModal
        cabinet={moving}
        pending={actions.busy.move !== undefined}
        onMove={(cabinet, target) => void onMove(cabinet, target)}
        onClose={() => setMoving(null)}
      />
    </ListTable>
  );
}

type ColumnsOptions = {
  actions: RoomActions;
  /** Rows before this page, and all rows: the first cannot go up, the last not down. */
  offset: number;
  total: number;
  onEdit: (cabinet: Room) => void;
  onMove: (cabinet: Room) => void;
  onDelete: (cabinet: Room) => void;
};

function cabinetColumns(o: ColumnsOptions): TableColumnsType<Room> {
  const { actions } = o;
  return [
    {
      title: roomText.cabinet.name,
      dataIndex: 'name',
      key: 'name',
      width: 200,
      ellipsis: true,
      render: (name: string) => <span className={styles.name}>{name}</span>,
    },
    {
      title: roomText.columns.devices,
      dataIndex: 'device_count',
      key: 'devices',
      width: 90,
      align: 'right',
      render: (n: number) => <span className={styles.number}>{n}</span>,
    },
    {
      title: roomText.columns.template,
      dataIndex: 'template_name',
      key: 'template',
      width: 150,
      ellipsis: true,
      render: (name: string | null) => name || <span className={table.muted}>—</span>,
    },
    {
      title: roomText.columns.remark,
      dataIndex: 'remark',
      key: 'remark',
      ellipsis: true,
      render: (remark: string) =>
        remark ? <Tooltip title={remark}>{remark}</Tooltip> : <span className={table.muted}>—</span>,
    },
    {
      title: roomText.columns.actions,
      key: 'actions',
      width: 270,
      fixed: 'right',
      render: (_: unknown, cabinet, index) => {
        return (
          <div className={styles.rowActions}>
            <Button type="link" size="small" onClick={() => o.onEdit(cabinet)}>
              {roomText.actions.edit}
            </Button>
            <ShiftButtons actions={actions} row={cabinet} index={o.offset + index} total={o.total} />
            <Button type="link" size="small" disabled={actions.pending} onClick={() => o.onMove(cabinet)}>
              {roomText.actions.move}
            </Button>
            <DeleteButton actions={actions} row={cabinet} onDelete={() => o.onDelete(cabinet)} />
          </div>
        );
      },
    },
  ];
}
