import { Dropdown } from 'antd-mobile';
import { ChoicesLoad } from '@/components/choices-load';
import { FilterChoices, FilterDropdown } from '@/components/filter-dropdown';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import { useUserAddress } from '../hooks/use-user-address';
import type { MemberStatus } from '../types';

const t = manageText.user;
const STATUSES: Array<MemberStatus | 'all'> = ['all', 'active', 'disabled'];

/** The tag and status drop-downs under the search box. */
export function UserFilters() {
  const { filter, setFilter } = useUserAddress();
  const tags = useTagOptions();
  const tagName = tags.data?.list.find((tag) => tag.id === filter.member_tag_id)?.name;

  return (
    <FilterDropdown>
      <Dropdown.Item key="tag" title={tagName ?? t.tagFilter} highlight={filter.member_tag_id !== 0}>
        <ChoicesLoad
          query={tags}
          failedText={manageText.device.pickerFailed}
          retryText={manageText.common.retry}
        >
          <FilterChoices
            scroll
            value={String(filter.member_tag_id)}
            choices={[
              { value: '0', label: t.allTags },
              ...(tags.data?.list ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
            ]}
            onPick={(next) => setFilter({ member_tag_id: Number(next) })}
          />
        </ChoicesLoad>
      </Dropdown.Item>
      <Dropdown.Item
        key="status"
        title={filter.status ? t.status[filter.status] : t.statusFilter}
        highlight={filter.status !== null}
      >
        <FilterChoices
          value={filter.status ?? 'all'}
          choices={STATUSES.map((s) => ({ value: s, label: t.status[s] }))}
          onPick={(next) => setFilter({ status: next === 'all' ? null : next })}
        />
      </Dropdown.Item>
    </FilterDropdown>
  );
}
