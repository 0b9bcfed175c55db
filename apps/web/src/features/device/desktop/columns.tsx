import { Badge, Button, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { deviceText as t } from '@/locales/zh-CN/device';
import type { DeviceRequest } from '../api/get-devices';
import { ispText } from '@/lib/format';
import { fromNow } from '../lib/format';
import { formatDateTime } from '@/lib/format';
import type { DeviceRow, DeviceSortField } from '../types';
import styles from './desktop.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { AlarmMark } from '@/components/alarm-mark';

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
    {
      title: t.columns.sn,
      dataIndex: 'sn',
      key: 'sn',
      width: 150,
      fixed: 'left',
      render: (sn: string, row) => (
        <Typography.Link className={styles.mono} onClick={() => onOpen(row)}>
          {sn}
        </Typography.Link>
      ),
    },
    {
      title: t.columns.name,
      dataIndex: 'name',
      key: 'name',
      width: 150,
      ellipsis: true,
      render: (name: string) => name || <span className={styles.muted}>{t.noName}</span>,
    },
    {
      title: t.columns.status,
      dataIndex: 'online',
      key: 'online',
      width: 80,
      render: (online: boolean, row) => (
        <>
          <Badge status={online ? 'success' : 'default'} text={online ? t.online : t.offline} />
          <div>
            <AlarmMark alarms={row.alarms} />
          </div>
        </>
      ),
    },
    {
      title: t.columns.room,
      dataIndex: 'room_info',
      key: 'room_info',
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sortOrder('room_info'),
      ellipsis: true,
      render: (room: string) => room || <span className={styles.muted}>{t.uninstalled}</span>,
    },
    {
      title: t.columns.tag,
      dataIndex: 'tag_name',
      key: 'tag_name',
      width: 110,
      render: (tag: string) =>
        tag ? <Tag color="blue">{tag}</Tag> : <span className={styles.muted}>—</span>,
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
    {
      title: t.columns.isp,
      dataIndex: 'isp',
      key: 'isp',
      width: 80,
      render: (isp: string | null) => ispText(isp),
    },
    {
      title: t.columns.lastReport,
      dataIndex: 'last_report_at',
      key: 'last_report_at',
      width: 120,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sortOrder('last_report_at'),
      render: (at: string | null) => <Tooltip title={formatDateTime(at)}>{fromNow(at)}</Tooltip>,
    },
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
