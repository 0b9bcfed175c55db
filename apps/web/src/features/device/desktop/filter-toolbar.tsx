import { Button, Segmented, Select } from 'antd';
import { Link } from 'react-router';
import { TableSearch } from '@/components/desktop-list';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDeviceTags } from '../api/get-tags';
import { useDeviceStore } from '../store';
import type { DeviceStatusFilter } from '../types';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

const STATUS_OPTIONS: Array<{ value: DeviceStatusFilter | 'all'; label: string }> = [
  { value: 'all', label: t.status.all },
  { value: 'online', label: t.status.online },
  { value: 'offline', label: t.status.offline },
  { value: 'uninstalled', label: t.status.uninstalled },
  { value: 'abnormal', label: t.status.abnormal },
];

type FilterToolbarProps = { search: string; onSearch: (value: string) => void };

/** Search, status, tag, the fleet counts and 添加设备 above the desktop table. */
export function FilterToolbar({ search, onSearch }: FilterToolbarProps) {
  const request = useDeviceStore((s) => s.deviceRequest);
  const countData = useDeviceStore((s) => s.countData);
  const tags = useDeviceTags();
  const store = useDeviceStore.getState;

  return (
    <div className={table.toolbar}>
      <TableSearch
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={onSearch}
        onSearch={(value) => void store().setRequest({ search: value })}
      />
      <Segmented<DeviceStatusFilter | 'all'>
        value={request.status ?? 'all'}
        options={STATUS_OPTIONS}
        onChange={(value) => void store().setRequest({ status: value === 'all' ? null : value })}
      />
      <Select
        className={styles.tagSelect}
        value={request.tag_id || undefined}
        allowClear
        placeholder={t.tagFilter.all}
        loading={tags.isPending}
        notFoundContent={tags.isError ? t.pickerFailed : t.pickerEmpty.tags}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
        onChange={(value?: number) => void store().setRequest({ tag_id: value ?? 0 })}
        aria-label={t.tagFilter.title}
      />
      <span className={styles.counts}>
        {t.counts.total} <b>{countData?.total ?? EMPTY_VALUE}</b>
        <i aria-hidden="true">·</i>
        {t.counts.online} <b className={styles.online}>{countData?.online ?? EMPTY_VALUE}</b>
        <i aria-hidden="true">·</i>
        {t.counts.offline} <b>{countData?.offline ?? EMPTY_VALUE}</b>
      </span>
      <Link to="/device/add-device" className={styles.add}>
        <Button type="primary">{t.addDevice}</Button>
      </Link>
    </div>
  );
}
