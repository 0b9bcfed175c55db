import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { deviceCells } from '@/components/device-columns';
import { deviceText as t } from '@/locales/zh-CN/device';
import type { DeviceRequest } from '../api/get-devices';
import type { DeviceRow, DeviceSortField } from '../types';
import table from '@/components/desktop-table.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

type ColumnsOptions = {
  /** Operators see whose device each row is. */
  operator: boolean;
  /** The sort shown on the sortable headers. */
  request: Pick<DeviceRequest, 'sort' | 'order'>;
  onOpen: (row: DeviceRow) => void;
};

/** The columns of the desktop device table; 机房/机柜 and 最后上报 sort on the server. */
export function deviceColumns({ operator, request, onOpen }: ColumnsOptions): TableColumnsType<DeviceRow> {
  const sortOrder = (key: DeviceSortField) =>
    request.sort === key ? (request.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  return [
    deviceCells.sn(t.columns.sn, onOpen),
    deviceCells.name(t.columns.name, 150),
    deviceCells.status(t.columns.status),
    deviceCells.room(t.columns.room, {
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sortOrder('room_info'),
    }),
    {
      title: t.columns.tag,
      dataIndex: 'tag_name',
      key: 'tag_name',
      width: 110,
      render: (tag: string) => (tag ? <Tag color="blue">{tag}</Tag> : <span className={table.muted}>—</span>),
    },
    ...(operator
      ? [
          {
            title: t.columns.member,
            dataIndex: 'member_name',
            key: 'member',
            width: 120,
            ellipsis: true,
            render: (name: string, row: DeviceRow) => (
              <Tooltip title={row.member_mobile}>{name || row.member_mobile || EMPTY_VALUE}</Tooltip>
            ),
          },
        ]
      : []),
    deviceCells.isp(t.columns.isp),
    deviceCells.lastReport(t.columns.lastReport, {
      width: 120,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sortOrder('last_report_at'),
    }),
    {
      title: t.columns.actions,
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row)}>
          {t.detail}
        </Button>
      ),
    },
  ];
}
