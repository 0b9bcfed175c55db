import { useParams } from 'react-router';
import { BusinessError } from '@/lib/request';
import { useTagOptions } from '../api/get-member-tags';
import { useSaveUser } from '../api/save-user';
import { useUser } from '../api/get-user';
import { idParam } from '../lib/device-filter';
import { USER_FIELD_OF_ERROR, userSaveBody, type UserFormValues } from '../lib/user-form';
import type { ManagedMember } from '../types';

export type SaveOutcome =
  | { ok: true; member: ManagedMember }
  /** Toasted already; `field` is where the refusal belongs, when it belongs to one. */
  | { ok: false; field?: keyof UserFormValues; message?: string };

/**
 * What both member forms need: add (/manage/user/add, id null) or edit (/manage/user/:id), the
 * member being edited, the tag options and the save. An id that is not a number is an unknown member.
 */
export function useUserForm() {
  const { id: raw } = useParams();
  const id = raw === undefined ? null : idParam(raw);
  const invalidId = id === 0;
  const user = useUser(id);
  const tags = useTagOptions();
  const save = useSaveUser();

  async function submit(values: UserFormValues): Promise<SaveOutcome> {
    try {
      const member = await save.mutateAsync(userSaveBody(values, id));
      return { ok: true, member };
    } catch (error) {
      if (!(error instanceof BusinessError)) return { ok: false };
      return { ok: false, field: USER_FIELD_OF_ERROR[error.errorCode], message: error.message };
    }
  }

  return { id, invalidId, creating: id === null, user, tags, submit, saving: save.isPending };
}
