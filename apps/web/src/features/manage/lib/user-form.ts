import { mobileSchema, passwordSchema } from '@nodebao/contract/schemas';
import { ERRORS } from '@nodebao/contract/errors';
import { checkRule } from '@/lib/form-rule';
import { manageText } from '@/locales/zh-CN/manage';
import type { SaveUserInput } from '../api/save-user';
import type { ManagedMember, MemberStatus } from '../types';

/** The fields of /manage/user/add and /manage/user/:id (phone and desktop forms alike). */
export interface UserFormValues {
  mobile?: string;
  nickname?: string;
  /** Create: required. Edit: empty keeps the password, a value resets it (重置密码). */
  password?: string;
  /** 0: no tag. */
  member_tag_id?: number;
  status?: MemberStatus;
}

export const NICKNAME_MAX = 32;

/** The form's first values: empty for a new member, the member's own for an edit. */
export function initialUserValues(member: ManagedMember | undefined): UserFormValues {
  if (!member) return { mobile: '', nickname: '', password: '', member_tag_id: 0 };
  return {
    nickname: member.nickname,
    password: '',
    member_tag_id: member.member_tag_id ?? 0,
    status: member.status,
  };
}

/**
 * The body of POST /api/user/save. A new member (no id) sends mobile and password; an edit sends
 * the editable fields and the password only when one was typed (the mobile never changes).
 */
export function userSaveBody(values: UserFormValues, id: number | null): SaveUserInput {
  const nickname = values.nickname?.trim() ?? '';
  const password = values.password ?? '';
  const member_tag_id = values.member_tag_id ?? 0;
  if (id === null) {
    return { mobile: values.mobile?.trim() ?? '', password, nickname, member_tag_id };
  }
  return {
    id,
    nickname,
    member_tag_id,
    ...(values.status ? { status: values.status } : {}),
    ...(password ? { password } : {}),
  };
}

/** The field a save refusal belongs to (the message is the server's, already in Chinese). */
export const USER_FIELD_OF_ERROR: Readonly<Record<number, keyof UserFormValues>> = {
  [ERRORS.MOBILE_TAKEN.code]: 'mobile',
  [ERRORS.PASSWORD_TOO_COMMON.code]: 'password',
  [ERRORS.PASSWORD_SAME_AS_MOBILE.code]: 'password',
};

/** The contract's rule, as a form validator's message (undefined when valid). */
function schemaMessage(
  schema: typeof mobileSchema | typeof passwordSchema,
  value: string,
): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A mainland mobile of 11 digits (the contract's rule); empty is the "required" rule's business. */
export function mobileError(value: string | undefined): string | undefined {
  return value ? schemaMessage(mobileSchema, value.trim()) : undefined;
}

/** 8 to 64 characters (the contract's rule); empty is left to "required" (create) or means "keep". */
export function passwordError(value: string | undefined): string | undefined {
  return value ? schemaMessage(passwordSchema, value) : undefined;
}

/**
 * The fields' rules, once for both forms (antd and antd-mobile share rc-field-form's rule shape): a
 * new member needs a mobile and a password; an edit takes a password only to reset it.
 */
export function userFormRules(creating: boolean) {
  const t = manageText.userForm;
  const passwordRule = checkRule(passwordError);
  return {
    mobile: [{ required: true, message: t.mobileRequired }, checkRule(mobileError)],
    nickname: [{ max: NICKNAME_MAX, message: t.nicknameMax }],
    password: creating ? [{ required: true, message: t.passwordRequired }, passwordRule] : [passwordRule],
  };
}
