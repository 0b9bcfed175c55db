import { Button, Dropdown } from 'antd-mobile';
import { SearchRow } from '@/components/phone-list';
import {
  FilterChoices,
  FilterDropdown,
  optionalChoiceItem,
  tagChoiceItem,
} from '@/components/filter-dropdown';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDeviceTags } from '../api/get-tags';
import { useDeviceStore, type RequestPatch } from '../store';
import type { DeviceSortField, DeviceStatusFilter } from '../types';
import phoneList from '@/components/phone-list.module.css';

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

  return (
    <div className={phoneList.top}>
      <SearchRow placeholder={t.searchPlaceholder} value={search} onChange={onSearch}>
        <Button size="small" fill="none" color="primary" onClick={onToggleSelecting}>
          {selecting ? t.cancelSelect : t.select}
        </Button>
      </SearchRow>
      <FilterDropdown>
        {optionalChoiceItem({
          name: 'status',
          title: t.status.title,
          value: request.status,
          options: STATUSES,
          labels: t.status,
          onPick: (status) => apply({ status }),
        })}
        {tagChoiceItem({
          query: tags,
          tags: tags.data,
          value: request.tag_id,
          title: t.tagFilter.title,
          allLabel: t.tagFilter.all,
          failedText: t.pickerFailed,
          retryText: t.retry,
          onPick: (tag_id) => apply({ tag_id }),
        })}
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
