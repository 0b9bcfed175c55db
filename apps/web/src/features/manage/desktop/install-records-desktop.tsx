import { Segmented, Select, Tag, type TableColumnsType } from 'antd';
import { PagedTable, TableEmpty } from '@/components/desktop-list';
import { usePageFor } from '@/lib/list/use-page-for';
import { useState } from 'react';
import { manageText } from '@/locales/zh-CN/manage';
import { useInstallRecords } from '../api/get-install-records';
import { useMemberDevice } from '../api/get-member-device';
import { useMemberDevices } from '../api/get-member-devices';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeviceAddress } from '../hooks/use-device-address';
import type { InstallAction, InstallRecord } from '../types';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { formatDateTime } from '@/lib/format';

const t = manageText.records;
type ActionChoice = InstallAction | 'all';

const ACTION_OPTIONS: Array<{ value: ActionChoice; label: string }> = [
  { value: 'all', label: t.action.all },
  { value: 'install', label: t.action.install },
  { value: 'uninstall', label: t.action.uninstall },
];

const columns: TableColumnsType<InstallRecord> = [
  {
    title: t.columns.time,
    dataIndex: 'created_at',
    key: 'created_at',
    width: 160,
    render: (at: string) => formatDateTime(at),
  },
  {
    title: t.columns.sn,
    dataIndex: 'sn',
    key: 'sn',
    width: 160,
    render: (sn: string) => <span className={table.mono}>{sn}</span>,
  },
  {
    title: t.columns.action,
    dataIndex: 'action',
    key: 'action',
    width: 90,
    render: (action: InstallAction) => (
      <Tag color={action === 'install' ? 'green' : 'orange'}>{t.action[action]}</Tag>
    ),
  },
  {
    title: t.columns.place,
    key: 'place',
    ellipsis: true,
    render: (_: unknown, row) => t.place(row.jifang, row.jigui),
  },
  {
    title: t.columns.member,
    dataIndex: 'member_mobile',
    key: 'member',
    width: 140,
    render: (m: string) => m || EMPTY_VALUE,
  },
  {
    title: t.columns.actor,
    dataIndex: 'actor_mobile',
    key: 'actor',
    width: 140,
    render: (m: string) => m || EMPTY_VALUE,
  },
];

/** 上下架记录 on desktops: pick a device by SN (or every device) and the type; 20 a page. */
export function InstallRecordsDesktop() {
  const { recordFilter, update } = useDeviceAddress();
  const [page, setPage] = usePageFor(recordFilter);
  const records = useInstallRecords(recordFilter, page);

  return (
    <>
      <div className={table.toolbar}>
        <DeviceSelect />
        <Segmented<ActionChoice>
          value={recordFilter.action ?? 'all'}
          options={ACTION_OPTIONS}
          onChange={(value) => update({ action: value === 'all' ? null : value })}
        />
      </div>
      <PagedTable<InstallRecord>
        query={records}
        text={{ loadFailed: t.loadFailed, total: t.showTotal }}
        columns={columns}
        tableLayout="auto"
        page={page}
        onPage={setPage}
        empty={
          <TableEmpty
            filtered={recordFilter.device_id !== 0 || recordFilter.action !== null}
            title={t.empty}
            hint={t.emptyHint}
            noMatchTitle={t.noMatch}
            clearText={manageText.common.clearFilters}
            onClear={() => update({ device_id: 0, action: null })}
          />
        }
      />
    </>
  );
}

/** The device of the history, found by typing its SN; cleared for every device. */
function DeviceSelect() {
  const { recordFilter, update } = useDeviceAddress();
  const chosen = useMemberDevice(recordFilter.device_id || null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const matches = useMemberDevices({ member_id: 0, status: null, search }, 1, 20, search.length >= 2);

  const options = (search.length >= 2 ? (matches.data?.list ?? []) : []).map((d) => ({
    value: d.id,
    label: d.name ? `${d.sn}（${d.name}）` : d.sn,
  }));
  if (recordFilter.device_id && !options.some((o) => o.value === recordFilter.device_id)) {
    options.unshift({
      value: recordFilter.device_id,
      label: chosen.data ? chosen.data.sn : `#${recordFilter.device_id}`,
    });
  }

  return (
    <Select<number>
      className={styles.memberSelect}
      value={recordFilter.device_id || undefined}
      placeholder={t.snSearch}
      allowClear
      loading={matches.isFetching || chosen.isFetching}
      notFoundContent={
        search.length >= 2 ? (matches.isError ? manageText.device.pickerFailed : t.snEmpty) : null
      }
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      options={options}
      onChange={(id?: number) => update({ device_id: id ?? 0 })}
      aria-label={t.deviceFilter}
    />
  );
}
