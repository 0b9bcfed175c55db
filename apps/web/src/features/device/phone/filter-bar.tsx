import { Button, CheckList, DotLoading, Dropdown, SearchBar, type DropdownRef } from 'antd-mobile';
import { useRef } from 'react';
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

/** Search, the 选择 toggle, and the status / tag / sort drop-downs. */
export function FilterBar({ search, onSearch, selecting, onToggleSelecting }: FilterBarProps) {
  const request = useDeviceStore((s) => s.deviceRequest);
  const dropdown = useRef<DropdownRef>(null);
  const tags = useDeviceTags();
  const tagName = tags.data?.find((tag) => tag.id === request.tag_id)?.name;

  function apply(patch: RequestPatch) {
    dropdown.current?.close();
    // A new list starts at its top, with the counts in view.
    window.scrollTo({ top: 0 });
    void useDeviceStore.getState().setRequest(patch);
  }

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
      <Dropdown ref={dropdown} className={styles.dropdown}>
        <Dropdown.Item
          key="status"
          title={request.status ? t.status[request.status] : t.status.title}
          highlight={request.status !== null}
        >
          <CheckList
            value={[request.status ?? 'all']}
            onChange={(value) => {
              const next = value[0];
              if (next === undefined) return dropdown.current?.close();
              apply({ status: next === 'all' ? null : (next as DeviceStatusFilter) });
            }}
          >
            {STATUSES.map((s) => (
              <CheckList.Item key={s} value={s}>
                {t.status[s]}
              </CheckList.Item>
            ))}
          </CheckList>
        </Dropdown.Item>
        <Dropdown.Item key="tag" title={tagName ?? t.tagFilter.title} highlight={request.tag_id !== 0}>
          {tags.isPending ? (
            <div className={styles.dropdownState}>
              <DotLoading color="primary" />
            </div>
          ) : tags.isError ? (
            <div className={styles.dropdownState}>
              <span>{t.pickerFailed}</span>
              <Button size="mini" fill="outline" color="primary" onClick={() => void tags.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : (
            <CheckList
              className={styles.dropdownList}
              value={[String(request.tag_id)]}
              onChange={(value) => {
                const next = value[0];
                if (next === undefined) return dropdown.current?.close();
                apply({ tag_id: Number(next) });
              }}
            >
              <CheckList.Item value="0">{t.tagFilter.all}</CheckList.Item>
              {(tags.data ?? []).map((tag) => (
                <CheckList.Item key={tag.id} value={String(tag.id)}>
                  {tag.name}
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </Dropdown.Item>
        <Dropdown.Item key="sort" title={t.sortFilter[request.sort]}>
          <CheckList
            value={[request.sort]}
            onChange={(value) => {
              const next = value[0] as DeviceSortField | undefined;
              if (next === undefined) return dropdown.current?.close();
              // Room order reads best descending (SPEC §9); times newest first; SN ascending.
              apply({ sort: next, order: next === 'sn' ? 'asc' : 'desc' });
            }}
          >
            {SORTS.map((s) => (
              <CheckList.Item key={s} value={s}>
                {t.sortFilter[s]}
              </CheckList.Item>
            ))}
          </CheckList>
        </Dropdown.Item>
      </Dropdown>
    </div>
  );
}
