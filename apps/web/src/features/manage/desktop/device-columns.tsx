import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { deviceCells } from '@/components/device-columns';
import { manageText } from '@/locales/zh-CN/manage';
import type { DeviceRow } from '../types';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

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
    deviceCells.sn(t.columns.sn),
    deviceCells.name(t.columns.name, 130),
    deviceCells.status(t.columns.status),
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
    deviceCells.room(t.columns.room),
    deviceCells.isp(t.columns.isp),
    deviceCells.lastReport(t.columns.lastReport),
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
