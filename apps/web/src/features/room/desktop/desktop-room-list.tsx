import { ispLabel } from '@nodebao/contract/labels';
import { Button, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { ListTable, filteredEmpty } from '@/components/desktop-list';
import { useMemberInfo } from '@/lib/member-info';
import { TABLE_PAGE_SIZES, useListAddress } from '@/lib/list/use-list-address';
import { useSearchBox } from '@/lib/list/use-search-box';
import { roomText as t } from '@/locales/zh-CN/room';
import { useRoomPage } from '../api/get-rooms';
import { useRoomActions, type RoomActions } from '../hooks/use-room-actions';
import { placeOf } from '../lib/area';
import { bandwidthText, foreignOwner } from '../lib/format';
import type { Room } from '../types';
import { DeleteButton, ShiftButtons } from './shift-buttons';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';

/** The desktop layout's header is sticky and 64 px high: the table header sticks below it. */
const HEADER_OFFSET = 64;

/** /manage/room on desktops: a dense antd table, loaded as its own chunk (phones never fetch antd). */
export default function DesktopRoomList() {
  return (
    <AntdScope>
      <RoomTable />
    </AntdScope>
  );
}

type Place = { index: number; total: number };

function RoomTable() {
  const navigate = useNavigate();
  const myId = useMemberInfo().data?.id;
  // Search and page live in the address: a refresh or a shared link opens the same view.
  const list = useListAddress();
  const { keyword, page, pageSize } = list;
  const [input, setInput] = useSearchBox(keyword, list.setKeyword);
  const rooms = useRoomPage({ pid: 0, keyword }, page, pageSize);
  const actions = useRoomActions();

  const data = rooms.data;
  const total = data?.pages.totalCount ?? 0;
  const showOwner = (data?.list ?? []).some((r) => foreignOwner(r, myId));
  const columns = roomColumns({
    actions,
    showOwner,
    myId,
    placeOfRow: (index) => ({ index: (page - 1) * pageSize + index, total }),
    onOpen: (room) => void navigate(`/manage/room/jigui?pid=${room.id}`),
    onEdit: (room) => void navigate(`/manage/room/add?id=${room.id}`),
    onDelete: (room) => void actions.remove(room),
  });

  return (
    <ListTable<Room>
      search={{ value: input, placeholder: t.searchPlaceholder, onChange: setInput }}
      tools={
        data ? (
          <span className={table.counts}>
            {keyword ? t.matching(total) : t.counts(data.roomCount, data.childrenCount)}
          </span>
        ) : null
      }
      add={{ text: t.add, to: '/manage/room/add' }}
      query={rooms}
      text={{ loadFailed: t.loadFailed, total: t.showTotal }}
      sticky={{ offsetHeader: HEADER_OFFSET }}
      scroll={{ x: 1080 }}
      columns={columns}
      empty={filteredEmpty(t, {
        filtered: keyword !== '',
        clearText: t.clearSearch,
        onClear: () => setInput(''),
      })}
      page={page}
      pageSize={pageSize}
      pageSizes={[...TABLE_PAGE_SIZES]}
      onPage={(next, size) => {
        window.scrollTo({ top: 0 });
        list.setPager(next, size);
      }}
    />
  );
}

type ColumnsOptions = {
  actions: RoomActions;
  showOwner: boolean;
  myId: number | undefined;
  /** Where a row of the page sits in the whole list (the first cannot go up, the last not down). */
  placeOfRow: (index: number) => Place;
  onOpen: (room: Room) => void;
  onEdit: (room: Room) => void;
  onDelete: (room: Room) => void;
};

function roomColumns(o: ColumnsOptions): TableColumnsType<Room> {
  const { actions } = o;
  return [
    {
      title: t.columns.name,
      dataIndex: 'name',
      key: 'name',
      width: 180,
      fixed: 'left',
      ellipsis: true,
      render: (name: string, room) => (
        <>
          <Typography.Link className={styles.name} onClick={() => o.onOpen(room)}>
            {name}
          </Typography.Link>
          {room.remark ? (
            <Tooltip title={room.remark}>
              <span className={styles.sub}>{room.remark}</span>
            </Tooltip>
          ) : null}
        </>
      ),
    },
    {
      title: t.columns.place,
      key: 'place',
      ellipsis: true,
      render: (_: unknown, room) => {
        const place = placeOf(room);
        if (!place && !room.address) return <span className={table.muted}>{t.noPlace}</span>;
        return (
          <Tooltip title={[place, room.address].filter(Boolean).join(' ')}>
            <span>{place || room.address}</span>
            {place && room.address ? <span className={styles.sub}>{room.address}</span> : null}
          </Tooltip>
        );
      },
    },
    {
      title: t.columns.isp,
      dataIndex: 'isp',
      key: 'isp',
      width: 76,
      render: (isp: Room['isp']) =>
        isp ? <Tag color="blue">{ispLabel(isp)}</Tag> : <span className={table.muted}>—</span>,
    },
    {
      title: t.columns.bandwidth,
      dataIndex: 'bandwidth_mbps',
      key: 'bandwidth',
      width: 96,
      align: 'right',
      render: (mbps: number) =>
        mbps > 0 ? (
          <span className={styles.number}>{bandwidthText(mbps)}</span>
        ) : (
          <span className={table.muted}>—</span>
        ),
    },
    {
      title: t.columns.template,
      dataIndex: 'template_name',
      key: 'template',
      width: 140,
      ellipsis: true,
      render: (name: string | null, room) =>
        name && room.template_id ? (
          <Link to={`/device/template/${room.template_id}`}>{name}</Link>
        ) : (
          <span className={table.muted}>{t.noTemplate}</span>
        ),
    },
    {
      title: t.columns.cabinets,
      dataIndex: 'cabinet_count',
      key: 'cabinets',
      width: 64,
      align: 'right',
      render: (n: number) => <span className={styles.number}>{n}</span>,
    },
    {
      title: t.columns.devices,
      dataIndex: 'device_count',
      key: 'devices',
      width: 72,
      align: 'right',
      render: (n: number) => <span className={styles.number}>{n}</span>,
    },
    ...(o.showOwner
      ? [
          {
            title: t.columns.owner,
            dataIndex: 'owner_mobile',
            key: 'owner',
            width: 120,
            render: (mobile: string, room: Room) =>
              room.owner_id === o.myId ? <span className={table.muted}>—</span> : mobile,
          },
        ]
      : []),
    {
      title: t.columns.actions,
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_: unknown, room, index) => {
        const at = o.placeOfRow(index);
        return (
          <div className={styles.rowActions}>
            <Button type="link" size="small" onClick={() => o.onOpen(room)}>
              {t.actions.cabinets}
            </Button>
            <Button type="link" size="small" onClick={() => o.onEdit(room)}>
              {t.actions.edit}
            </Button>
            <ShiftButtons actions={actions} row={room} index={at.index} total={at.total} />
            <DeleteButton actions={actions} row={room} onDelete={() => o.onDelete(room)} />
          </div>
        );
      },
    },
  ];
}
