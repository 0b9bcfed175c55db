import { useNavigate, useParams } from 'react-router';
import { useFeedback } from '@/lib/feedback';
import { BusinessError } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import { saveUser } from '../api/save-user';
import { useUser } from '../api/get-user';
import { idParam } from '../lib/device-filter';
import { goBack } from '@/lib/navigation';
import { toggleConfirmation } from '../lib/user-actions';
import { USER_FIELD_OF_ERROR, userSaveBody, type UserFormValues } from '../lib/user-form';
import type { ManagedMember } from '../types';

/** A refusal that belongs to one field of the form (the request client has toasted it too). */
export type FieldError = { field: keyof UserFormValues; message: string };

const t = manageText.userForm;

/**
 * /manage/user/add and /manage/user/:id, phone and desktop: add (id null) or edit, the member being
 * edited, the tag options and the save, which asks before disabling an active member, says it is
 * done and goes back. An id that is not a number is an unknown member.
 */
export function useUserForm() {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { id: raw } = useParams();
  const id = raw === undefined ? null : idParam(raw);
  const invalidId = id === 0;
  const user = useUser(id);
  const tags = useTagOptions();
  const save = saveUser.use();

  /** Resolves with the field a refusal belongs to, if it belongs to one. */
  async function submit(values: UserFormValues, member?: ManagedMember): Promise<FieldError | null> {
    const disabling = member?.status === 'active' && values.status === 'disabled';
    if (disabling && !(await feedback.confirm(toggleConfirmation(member)))) return null;
    try {
      await save.mutateAsync(userSaveBody(values, id));
    } catch (error) {
      const field = error instanceof BusinessError ? USER_FIELD_OF_ERROR[error.errorCode] : undefined;
      return field && error instanceof BusinessError ? { field, message: error.message } : null;
    }
    feedback.success(member ? t.updated : t.created);
    goBack(navigate, '/manage/user');
    return null;
  }

  return { id, invalidId, creating: id === null, user, tags, submit, saving: save.isPending };
}
