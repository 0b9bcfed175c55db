import { ERRORS } from '@nodebao/contract/errors';
import type { PayeeSaveBody } from '@nodebao/contract';
import { payeeSaveBody } from '@nodebao/contract/schemas';
import { BusinessError, RequestError } from '@/lib/request';

export type PayeeField = 'account' | 'real_name' | 'bank_name' | 'bank_branch';
export type PayeeErrors = Partial<Record<PayeeField, string>>;

const FIELDS: readonly string[] = ['account', 'real_name', 'bank_name', 'bank_branch'];

function isField(value: unknown): value is PayeeField {
  return typeof value === 'string' && FIELDS.includes(value);
}

/**
 * The contract's own rules (the schema bank-save validates with), run before sending: the same
 * Chinese messages under the same fields, without a round trip. Empty when the body may be sent.
 */
export function payeeErrors(body: PayeeSaveBody): PayeeErrors {
  const result = payeeSaveBody.safeParse(body);
  if (result.success) return {};
  const errors: PayeeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Where a refused save belongs in the form: the account (taken, card invalid) or the field a 422
 * names. The request client has already shown the message as a toast; this puts it under the field.
 */
export function saveErrorField(error: unknown): { field: PayeeField; message: string } | undefined {
  if (error instanceof BusinessError) {
    const code = error.errorCode;
    if (code === ERRORS.PAYEE_TAKEN.code || code === ERRORS.BANK_CARD_INVALID.code) {
      return { field: 'account', message: error.message };
    }
    return undefined;
  }
  if (error instanceof RequestError && error.status === 422) {
    const info = error.info as
      { msg?: unknown; data?: { field?: unknown; errors?: { message?: unknown }[] } } | undefined;
    const field = info?.data?.field;
    const message = info?.data?.errors?.[0]?.message;
    if (isField(field))
      return { field, message: typeof message === 'string' ? message : String(info?.msg ?? '') };
  }
  return undefined;
}
