import { ERRORS } from '@nodebao/contract/errors';
import { BusinessError } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';
import { useDeleteUser } from '../api/delete-user';
import { useMoveMembersToTag } from '../api/move-members';
import { useSaveUser } from '../api/save-user';
import { memberName } from '../lib/format';
import { nextStatus } from '../lib/user-actions';
import type { ManagedMember, MemberTag } from '../types';

const t = manageText.user;

/** What an action ended with: the success message, the 10015 refusal, or another failure (toasted). */
export type ActionOutcome = { ok: true; message: string } | { ok: false; hasDevices: boolean };

function failed(error: unknown): ActionOutcome {
  const hasDevices = error instanceof BusinessError && error.errorCode === ERRORS.MEMBER_HAS_DEVICES.code;
  return { ok: false, hasDevices };
}

/**
 * The member list's actions, the same on phones and desktops: 停用/启用, 移除 and 设置标签. The views
 * ask for confirmation first and show the outcome; a refusal has been toasted by the request client.
 */
export function useUserActions() {
  const save = useSaveUser();
  const remove = useDeleteUser();
  const move = useMoveMembersToTag();
  const pending = save.isPending || remove.isPending || move.isPending;

  async function toggleStatus(member: ManagedMember): Promise<ActionOutcome> {
    const status = nextStatus(member);
    try {
      await save.mutateAsync({ id: member.id, status });
    } catch (error) {
      return failed(error);
    }
    const name = memberName(member);
    return { ok: true, message: status === 'disabled' ? t.done.disabled(name) : t.done.enabled(name) };
  }

  async function removeMember(member: ManagedMember): Promise<ActionOutcome> {
    try {
      await remove.mutateAsync(member.id);
    } catch (error) {
      return failed(error);
    }
    return { ok: true, message: t.done.removed(memberName(member)) };
  }

  /** `tag` null takes the members out of any tag (member-tag/move with id 0). */
  async function setTag(
    memberIds: number[],
    tag: Pick<MemberTag, 'id' | 'name'> | null,
  ): Promise<ActionOutcome> {
    try {
      const count = await move.mutateAsync({ tagId: tag?.id ?? 0, memberIds });
      return { ok: true, message: t.done.tagSet(count, tag?.name ?? null) };
    } catch (error) {
      return failed(error);
    }
  }

  return { toggleStatus, removeMember, setTag, pending };
}
