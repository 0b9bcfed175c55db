import { Badge, Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { formatFromNow } from '@/lib/format';
import { deviceText } from '@/locales/zh-CN/device';
import { formatDateTime } from '@/lib/format';
import { manageText } from '@/locales/zh-CN/manage';
import { ispText } from '@/lib/format';
import type { DeviceRow } from '../types';
import styles from './desktop.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { AlarmMark } from '@/components/alarm-mark';

const t = manageText.device;

type ColumnsOptions = {
  onEdit: (row: DeviceRow) => void;
  onAllocate: (row: DeviceRow) => void;
  onRecords: (row: DeviceRow) => void;
  /** The member's name filters the list by that member. */
  onMember: (memberId: number) => void;
};

/** The columns of the operator's device table. */
export function deviceColumns({
  onEdit,
  onAllocate,
  onRecords,
  onMember,
}: ColumnsOptions): TableColumnsType<DeviceRow> {
  return [
    {
      title: t.columns.sn,
      dataIndex: 'sn',
      key: 'sn',
      width: 150,
      fixed: 'left',
      render: (sn: string) => <span className={styles.mono}>{sn}</span>,
    },
    {
      title: t.columns.name,
      dataIndex: 'name',
      key: 'name',
      width: 130,
      ellipsis: true,
      render: (name: string) => name || <span className={styles.muted}>{t.noName}</span>,
    },
    {
      title: t.columns.status,
      dataIndex: 'online',
      key: 'online',
      width: 80,
      render: (online: boolean, row: DeviceRow) => (
        <>
          <Badge status={online ? 'success' : 'default'} text={online ? t.online : t.offline} />
          <div>
            <AlarmMark alarms={row.alarms} />
          </div>
        </>
      ),
    },
    {
      title: t.columns.member,
      dataIndex: 'member_name',
      key: 'member',
      width: 130,
      ellipsis: true,
      render: (name: string, row) => (
        <Tooltip title={row.member_mobile}>
          <Typography.Link onClick={() => row.member_id && onMember(row.member_id)}>
            {name || row.member_mobile || EMPTY_VALUE}
          </Typography.Link>
        </Tooltip>
      ),
    },
    {
      title: t.columns.room,
      dataIndex: 'room_info',
      key: 'room_info',
      ellipsis: true,
      render: (room: string) => room || <span className={styles.muted}>{t.uninstalled}</span>,
    },
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
      width: 100,
      render: (at: string | null) => (
        <Tooltip title={formatDateTime(at)}>{formatFromNow(at, deviceText.neverReported)}</Tooltip>
      ),
    },
    {
      title: t.columns.actions,
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            {t.edit}
          </Button>
          <Button type="link" size="small" onClick={() => onAllocate(row)}>
            {t.fenpei}
          </Button>
          <Button type="link" size="small" onClick={() => onRecords(row)}>
            {t.records}
          </Button>
        </Space>
      ),
    },
  ];
}
