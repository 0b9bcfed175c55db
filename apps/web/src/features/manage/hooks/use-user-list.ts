import { ERRORS } from '@nodebao/contract/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '@/lib/feedback';
import { useSearchBox } from '@/lib/list/use-search-box';
import { refusedWith } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';
import { deleteUser } from '../api/delete-user';
import { moveMembersToTag } from '../api/move-members';
import { saveUser } from '../api/save-user';
import { memberName } from '../lib/format';
import { memberDevicesPath, nextStatus, removeConfirmation, toggleConfirmation } from '../lib/user-actions';
import { isUserFiltered } from '../lib/user-filter';
import type { ManagedMember, MemberTag } from '../types';
import { useUserAddress } from './use-user-address';

const t = manageText.user;

const hasDevices = (error: unknown) => refusedWith(error, ERRORS.MEMBER_HAS_DEVICES);

/**
 * /manage/user, phone and desktop: the filters and page in the address, the ticked members, and the
 * actions 停用/启用, 移除 and 设置标签, each asked first and told after through the view's feedback. A
 * refusal has been toasted by the request client. Each view draws the list its own way (pages on a
 * desktop, appended pages on a phone).
 */
export function useUserList() {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const address = useUserAddress();
  const [search, setSearch] = useSearchBox(address.filter.keyword, (keyword) =>
    address.setFilter({ keyword }),
  );
  const [selected, setSelected] = useState<number[]>([]);
  const save = saveUser.use();
  const remove = deleteUser.use();
  const move = moveMembersToTag.use();
  const pending = save.isPending || remove.isPending || move.isPending;

  function clearFilters() {
    setSearch('');
    address.setFilter({ keyword: '', member_tag_id: 0, status: null });
  }

  function toggleSelected(id: number) {
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  }

  async function toggleStatus(member: ManagedMember): Promise<void> {
    if (!(await feedback.confirm(toggleConfirmation(member)))) return;
    const status = nextStatus(member);
    try {
      await save.mutateAsync({ id: member.id, status });
    } catch {
      return;
    }
    const name = memberName(member);
    feedback.success(status === 'disabled' ? t.done.disabled(name) : t.done.enabled(name));
  }

  /** A member who still has devices cannot go: the question says so and offers the devices. */
  async function removeMember(member: ManagedMember): Promise<void> {
    const question = removeConfirmation(member);
    if (!(await feedback.confirm(question))) return;
    if (question.blocked) {
      void navigate(memberDevicesPath(member.id));
      return;
    }
    try {
      await remove.mutateAsync(member.id);
    } catch (error) {
      // The server still counted devices (allocated meanwhile): say why, and offer them.
      if (hasDevices(error))
        await removeMember({ ...member, device_count: Math.max(1, member.device_count) });
      return;
    }
    setSelected((ids) => ids.filter((id) => id !== member.id));
    feedback.success(t.done.removed(memberName(member)));
  }

  /** The ticked members into `tag`, or out of any tag (null); true when done. */
  async function setTag(tag: Pick<MemberTag, 'id' | 'name'> | null): Promise<boolean> {
    try {
      const count = await move.mutateAsync({ tagId: tag?.id ?? 0, memberIds: selected });
      feedback.success(t.done.tagSet(count, tag?.name ?? null));
    } catch {
      return false;
    }
    setSelected([]);
    return true;
  }

  return {
    ...address,
    search,
    setSearch,
    filtered: isUserFiltered(address.filter),
    clearFilters,
    selected,
    setSelected,
    toggleSelected,
    toggleStatus,
    removeMember,
    setTag,
    pending,
  };
}
