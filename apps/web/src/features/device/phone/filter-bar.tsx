import { Button, Dropdown, SearchBar } from 'antd-mobile';
import { ChoicesLoad } from '@/components/choices-load';
import { FilterChoices, FilterDropdown } from '@/components/filter-dropdown';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDeviceTags } from '../api/get-tags';
import { useDeviceStore, type RequestPatch } from '../store';
import type { DeviceSortField, DeviceStatusFilter } from '../types';
import styles from './phone.module.css';

const STATUSES: Array<DeviceStatusFilter | 'all'> = ['all', 'online', 'offline', 'uninstalled', 'abnormal'];
const SORTS: DeviceSortField[] = ['room_info', 'last_report_at', 'sn', 'created_at'];

type FilterBarProps = {
  search: string;
  onSearch: (value: string) => void;
  selecting: boolean;
  onToggleSelecting: () => void;
};

const apply = (patch: RequestPatch) => void useDeviceStore.getState().setRequest(patch);

/** Search, the 选择 toggle, and the status / tag / sort drop-downs. */
export function FilterBar({ search, onSearch, selecting, onToggleSelecting }: FilterBarProps) {
  const request = useDeviceStore((s) => s.deviceRequest);
  const tags = useDeviceTags();
  const tagName = tags.data?.find((tag) => tag.id === request.tag_id)?.name;

  return (
    <div className={styles.top}>
      <div className={styles.searchRow}>
        <SearchBar
          className={styles.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={onSearch}
          aria-label={t.searchPlaceholder}
        />
        <Button size="small" fill="none" color="primary" onClick={onToggleSelecting}>
          {selecting ? t.cancelSelect : t.select}
        </Button>
      </div>
      <FilterDropdown>
        <Dropdown.Item
          key="status"
          title={request.status ? t.status[request.status] : t.status.title}
          highlight={request.status !== null}
        >
          <FilterChoices
            value={request.status ?? 'all'}
            choices={STATUSES.map((s) => ({ value: s, label: t.status[s] }))}
            onPick={(next) => apply({ status: next === 'all' ? null : next })}
          />
        </Dropdown.Item>
        <Dropdown.Item key="tag" title={tagName ?? t.tagFilter.title} highlight={request.tag_id !== 0}>
          <ChoicesLoad query={tags} failedText={t.pickerFailed} retryText={t.retry}>
            <FilterChoices
              scroll
              value={String(request.tag_id)}
              choices={[
                { value: '0', label: t.tagFilter.all },
                ...(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
              ]}
              onPick={(next) => apply({ tag_id: Number(next) })}
            />
          </ChoicesLoad>
        </Dropdown.Item>
        <Dropdown.Item key="sort" title={t.sortFilter[request.sort]}>
          <FilterChoices
            value={request.sort}
            choices={SORTS.map((s) => ({ value: s, label: t.sortFilter[s] }))}
            // Room order reads best descending (SPEC §9); times newest first; SN ascending.
            onPick={(next) => apply({ sort: next, order: next === 'sn' ? 'asc' : 'desc' })}
          />
        </Dropdown.Item>
      </FilterDropdown>
    </div>
  );
}
