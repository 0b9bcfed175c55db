import { useFeedback } from '@/lib/feedback';
import { useListAddress } from '@/lib/list/use-list-address';
import { useSearchBox } from '@/lib/list/use-search-box';
import { manageText } from '@/locales/zh-CN/manage';
import { deleteMemberTag } from '../api/delete-member-tag';
import type { MemberTag } from '../types';

const t = manageText.tag;

/**
 * /manage/tag, phone and desktop: the search and page in the address (a refresh or a shared link
 * keeps them) and 删除 asked first and told after. Each view draws the list its own way.
 */
export function useTagList() {
  const feedback = useFeedback();
  const address = useListAddress();
  const [search, setSearch] = useSearchBox(address.keyword, address.setKeyword);
  const remove = deleteMemberTag.use();

  /** True when the tag was deleted. */
  async function deleteTag(tag: MemberTag): Promise<boolean> {
    const question = {
      title: t.confirm.deleteTitle,
      content: t.confirm.delete(tag.name, tag.member_count),
      ok: manageText.common.delete,
      danger: true,
    };
    if (!(await feedback.confirm(question))) return false;
    try {
      await remove.mutateAsync(tag.id);
    } catch {
      return false; // toasted by the request client
    }
    feedback.success(t.done.deleted(tag.name));
    return true;
  }

  return { ...address, search, setSearch, deleteTag };
}
