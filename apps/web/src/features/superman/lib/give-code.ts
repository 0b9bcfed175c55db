import type { GiveCodeBody } from '@nodebao/contract';
import { MAX_CODES_PER_ORDER } from '@nodebao/contract/field-rules';
import { giveCodeBody } from '@nodebao/contract/schemas';
import { ERRORS } from '@nodebao/contract/errors';
import { checkRule } from '@/lib/form-rule';
import { refusedWith } from '@/lib/request';
import { supermanText } from '@/locales/zh-CN/superman';

const e = supermanText.giveCode.errors;

/** The form as staff fill it in: the type is picked, the quantity typed (a number or digits). */
export type GiveCodeValues = {
  mobile?: string;
  device_type_id?: number | null;
  quantity?: number | string | null;
  note?: string;
};

export type GiveCodeField = 'mobile' | 'device_type_id' | 'quantity' | 'note';
export type GiveCodeErrors = Partial<Record<GiveCodeField, string>>;

/** Words for staff: the contract names the fields by their API names in some of its messages. */
const MESSAGES: Record<GiveCodeField, string> = {
  mobile: e.mobile,
  device_type_id: e.deviceType,
  quantity: e.quantity(MAX_CODES_PER_ORDER),
  note: e.note,
};

function isField(value: unknown): value is GiveCodeField {
  return typeof value === 'string' && value in MESSAGES;
}

/** The body as sent: trimmed texts, the quantity as a number. */
export function toGiveCodeBody(values: GiveCodeValues): GiveCodeBody {
  const quantity = values.quantity;
  return {
    mobile: (values.mobile ?? '').trim(),
    device_type_id: values.device_type_id ?? 0,
    quantity: typeof quantity === 'string' ? quantity.trim() : (quantity ?? 0),
    note: (values.note ?? '').trim(),
  };
}

/**
 * The contract's rules (the schema give-code validates with), checked before the confirmation:
 * one message per field that fails, empty when the grant may be sent.
 */
export function giveCodeErrors(values: GiveCodeValues): GiveCodeErrors {
  const result = giveCodeBody.safeParse(toGiveCodeBody(values));
  if (result.success) return {};
  const errors: GiveCodeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= MESSAGES[field];
  }
  return errors;
}

/** One field's rule for a form item (both the antd and the antd-mobile forms). */
export function giveCodeFieldError(field: GiveCodeField, value: unknown): string | undefined {
  const values = { mobile: '13800000000', device_type_id: 1, quantity: 1, note: '', [field]: value };
  return giveCodeErrors(values as GiveCodeValues)[field];
}

/** That rule as a form item takes it. */
export function giveCodeRule(field: GiveCodeField) {
  return checkRule<unknown>((value) => giveCodeFieldError(field, value));
}

/** A refusal that belongs under the mobile field (no member with that number). */
export const isUnknownMobile = (error: unknown) => refusedWith(error, ERRORS.MEMBER_MOBILE_UNKNOWN);

/** The codes as copied: one per line, ready to paste into a chat or a sheet. */
export function codesText(codes: readonly string[]): string {
  return codes.join('\n');
}

/** Who got the codes: "13800000001（张三）", or the mobile alone when the member has no nickname. */
export function resultMember(result: { member_mobile: string; member_nickname: string }): string {
  return result.member_nickname
    ? `${result.member_mobile}（${result.member_nickname}）`
    : result.member_mobile;
}
