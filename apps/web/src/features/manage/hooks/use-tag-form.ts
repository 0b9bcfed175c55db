import { TAG_NAME_MAX } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { useParams } from 'react-router';
import { BusinessError } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';
import { useMemberTag } from '../api/get-member-tag';
import { useMoveMembersToTag } from '../api/move-members';
import { useSaveMemberTag } from '../api/save-member-tag';
import { idParam } from '../lib/device-filter';
import { memberName } from '../lib/format';
import type { ManagedMember, MemberTag } from '../types';

export { TAG_NAME_MAX };

export type TagSaveOutcome = { ok: true; tag: MemberTag } | { ok: false; nameError?: string };

/** The tag name rule of the contract, for both forms. */
export function tagNameError(value: string | undefined): string | undefined {
  const name = value?.trim() ?? '';
  if (!name) return manageText.tagForm.nameRequired;
  if (name.length > TAG_NAME_MAX) return manageText.tagForm.nameMax(TAG_NAME_MAX);
  return undefined;
}

/**
 * What both tag forms need: add (/manage/tag/add, id null) or edit (/manage/tag/:id), the tag, the
 * save (22007 name taken goes to the name field), and taking a member out of the tag.
 */
export function useTagForm() {
  const { id: raw } = useParams();
  const id = raw === undefined ? null : idParam(raw);
  const tag = useMemberTag(id);
  const save = useSaveMemberTag();
  const move = useMoveMembersToTag();

  async function submit(name: string): Promise<TagSaveOutcome> {
    try {
      const saved = await save.mutateAsync({ ...(id ? { id } : {}), name: name.trim() });
      return { ok: true, tag: saved };
    } catch (error) {
      const taken = error instanceof BusinessError && error.errorCode === ERRORS.TAG_NAME_TAKEN.code;
      return { ok: false, nameError: taken ? error.message : undefined };
    }
  }

  /** Resolves with the success message, or null after a refusal (toasted). */
  async function takeOut(member: ManagedMember): Promise<string | null> {
    try {
      await move.mutateAsync({ tagId: 0, memberIds: [member.id] });
      return manageText.tag.done.removed(memberName(member));
    } catch {
      return null;
    }
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
