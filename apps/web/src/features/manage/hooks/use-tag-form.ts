import { TAG_NAME_MAX } from '@nodebao/contract/field-rules';
import { ERRORS } from '@nodebao/contract/errors';
import { useNavigate, useParams } from 'react-router';
import { useFeedback } from '@/lib/feedback';
import { refusedWith } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';
import { useMemberTag } from '../api/get-member-tag';
import { moveMembersToTag } from '../api/move-members';
import { saveMemberTag } from '../api/save-member-tag';
import { idParam } from '../lib/device-filter';
import { memberName } from '../lib/format';
import { goBack } from '@/lib/navigation';
import type { ManagedMember, MemberTag } from '../types';

export { TAG_NAME_MAX };

/** The tag name rule of the contract, for both forms. */
export function tagNameError(value: string | undefined): string | undefined {
  const name = value?.trim() ?? '';
  if (!name) return manageText.tagForm.nameRequired;
  if (name.length > TAG_NAME_MAX) return manageText.tagForm.nameMax(TAG_NAME_MAX);
  return undefined;
}

/**
 * /manage/tag/add and /manage/tag/:id, phone and desktop: add (id null) or edit, the tag, the save
 * (22007 name taken goes to the name field; a renamed tag goes back, a new one stays open so that
 * members can be added at once), and taking a member out of the tag, asked first.
 */
export function useTagForm() {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { id: raw } = useParams();
  const id = raw === undefined ? null : idParam(raw);
  const tag = useMemberTag(id);
  const save = saveMemberTag.use();
  const move = moveMembersToTag.use();

  /** Resolves with the name field's error when the name is taken. */
  async function submit(name: string): Promise<string | null> {
    let saved: MemberTag;
    try {
      saved = await save.mutateAsync({ ...(id ? { id } : {}), name: name.trim() });
    } catch (error) {
      return refusedWith(error, ERRORS.TAG_NAME_TAKEN) ? error.message : null;
    }
    if (id) {
      feedback.success(manageText.tag.done.renamed);
      goBack(navigate, '/manage/tag');
    } else {
      feedback.success(manageText.tagForm.createdHint);
      void navigate(`/manage/tag/${saved.id}`, { replace: true });
    }
    return null;
  }

  /** True when the member was taken out (after the person confirmed). */
  async function takeOut(member: ManagedMember): Promise<boolean> {
    const name = memberName(member);
    const question = {
      content: manageText.tagForm.removeConfirm(name),
      ok: manageText.tagForm.removeFromTag,
    };
    if (!(await feedback.confirm(question))) return false;
    try {
      await move.mutateAsync({ tagId: 0, memberIds: [member.id] });
    } catch {
      return false;
    }
    feedback.success(manageText.tag.done.removed(name));
    return true;
  }

  return {
    id,
    invalidId: id === 0,
    creating: id === null,
    tag,
    submit,
    saving: save.isPending,
    takeOut,
    takingOut: move.isPending,
  };
}
