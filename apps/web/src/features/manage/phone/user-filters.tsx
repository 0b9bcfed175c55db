import { FilterDropdown, optionalChoiceItem, tagChoiceItem } from '@/components/filter-dropdown';
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

  return (
    <FilterDropdown>
      {tagChoiceItem({
        query: tags,
        tags: tags.data?.list,
        value: filter.member_tag_id,
        title: t.tagFilter,
        allLabel: t.allTags,
        failedText: manageText.device.pickerFailed,
        retryText: manageText.common.retry,
        onPick: (member_tag_id) => setFilter({ member_tag_id }),
      })}
      {optionalChoiceItem({
        name: 'status',
        title: t.statusFilter,
        value: filter.status,
        options: STATUSES,
        labels: t.status,
        onPick: (status) => setFilter({ status }),
      })}
    </FilterDropdown>
  );
}
