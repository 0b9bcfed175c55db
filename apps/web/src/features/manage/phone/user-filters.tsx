import { Button, CheckList, DotLoading, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef } from 'react';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import { useUserAddress } from '../hooks/use-user-address';
import type { MemberStatus } from '../types';
import styles from './phone.module.css';

const t = manageText.user;
const STATUSES: Array<MemberStatus | 'all'> = ['all', 'active', 'disabled'];

/** The tag and status drop-downs under the search box. */
export function UserFilters() {
  const { filter, setFilter } = useUserAddress();
  const dropdown = useRef<DropdownRef>(null);
  const tags = useTagOptions();
  const tagName = tags.data?.list.find((tag) => tag.id === filter.member_tag_id)?.name;

  function apply(patch: Parameters<typeof setFilter>[0]) {
    dropdown.current?.close();
    window.scrollTo({ top: 0 });
    setFilter(patch);
  }

  return (
    <Dropdown ref={dropdown} className={styles.dropdown}>
      <Dropdown.Item key="tag" title={tagName ?? t.tagFilter} highlight={filter.member_tag_id !== 0}>
        {tags.isPending ? (
          <div className={styles.dropdownState}>
            <DotLoading color="primary" />
          </div>
        ) : tags.isError ? (
          <div className={styles.dropdownState}>
            <span>{manageText.device.pickerFailed}</span>
            <Button size="mini" fill="outline" color="primary" onClick={() => void tags.refetch()}>
              {manageText.common.retry}
            </Button>
          </div>
        ) : (
          <CheckList
            className={styles.dropdownList}
            value={[String(filter.member_tag_id)]}
            onChange={(value) => {
              const next = value[0];
              if (next === undefined) return dropdown.current?.close();
              apply({ member_tag_id: Number(next) });
            }}
          >
            <CheckList.Item value="0">{t.allTags}</CheckList.Item>
            {(tags.data?.list ?? []).map((tag) => (
              <CheckList.Item key={tag.id} value={String(tag.id)}>
                {tag.name}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </Dropdown.Item>
      <Dropdown.Item
        key="status"
        title={filter.status ? t.status[filter.status] : t.statusFilter}
        highlight={filter.status !== null}
      >
        <CheckList
          value={[filter.status ?? 'all']}
          onChange={(value) => {
            const next = value[0];
            if (next === undefined) return dropdown.current?.close();
            apply({ status: next === 'all' ? null : (next as MemberStatus) });
          }}
        >
          {STATUSES.map((s) => (
            <CheckList.Item key={s} value={s}>
              {t.status[s]}
            </CheckList.Item>
          ))}
        </CheckList>
      </Dropdown.Item>
    </Dropdown>
  );
}
