import type { DeviceRow } from '@nodebao/contract';
import { Badge, Tooltip, Typography, type TableColumnType } from 'antd';
import { AlarmMark } from '@/components/alarm-mark';
import { formatDateTime, formatFromNow, ispText } from '@/lib/format';
import { deviceText } from '@/locales/zh-CN/device';
import table from './desktop-table.module.css';

type Column = TableColumnType<DeviceRow>;

/**
 * The cells every desktop device table shows the same way (the member's devices, the operator's):
 * each takes its header and what else that table adds (a sorter, a width).
 */
export const deviceCells = {
  /** The SN, first and fixed on the left; a link that opens the row where the table has a detail. */
  sn: (title: string, onOpen?: (row: DeviceRow) => void): Column => ({
    title,
    dataIndex: 'sn',
    key: 'sn',
    width: 150,
    fixed: 'left',
    render: (sn: string, row) =>
      onOpen ? (
        <Typography.Link className={table.mono} onClick={() => onOpen(row)}>
          {sn}
        </Typography.Link>
      ) : (
        <span className={table.mono}>{sn}</span>
      ),
  }),
  /** 名称, or 未命名 muted. */
  name: (title: string, width: number): Column => ({
    title,
    dataIndex: 'name',
    key: 'name',
    width,
    ellipsis: true,
    render: (name: string) => name || <span className={table.muted}>{deviceText.noName}</span>,
  }),
  /** 在线 / 离线, and the alarms under it. */
  status: (title: string): Column => ({
    title,
    dataIndex: 'online',
    key: 'online',
    width: 80,
    render: (online: boolean, row) => (
      <>
        <Badge
          status={online ? 'success' : 'default'}
          text={online ? deviceText.online : deviceText.offline}
        />
        <div>
          <AlarmMark alarms={row.alarms} />
        </div>
      </>
    ),
  }),
  /** 机房/机柜, or 未上架 muted. */
  room: (title: string, more: Partial<Column> = {}): Column => ({
    title,
    dataIndex: 'room_info',
    key: 'room_info',
    ellipsis: true,
    render: (room: string) => room || <span className={table.muted}>{deviceText.uninstalled}</span>,
    ...more,
  }),
  isp: (title: string): Column => ({
    title,
    dataIndex: 'isp',
    key: 'isp',
    width: 80,
    render: (isp: string | null) => ispText(isp),
  }),
  /** "3 分钟前" (从未上报), the time itself in a tooltip. */
  lastReport: (title: string, more: Partial<Column> = {}): Column => ({
    title,
    dataIndex: 'last_report_at',
    key: 'last_report_at',
    width: 100,
    render: (at: string | null) => (
      <Tooltip title={formatDateTime(at)}>{formatFromNow(at, deviceText.neverReported)}</Tooltip>
    ),
    ...more,
  }),
};
