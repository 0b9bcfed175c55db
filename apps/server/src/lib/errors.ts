import { ERRORS, type ErrorName } from '@nodebao/contract';

/**
 * A refusal the caller should see: a stable errorCode from the contract's catalogue, its HTTP status,
 * and a Chinese message (the catalogue's, unless a more precise one is given).
 */
export class AppError extends Error {
  readonly errorCode: number;
  readonly status: number;
  readonly data: unknown;

  constructor(name: ErrorName, msg?: string, data: unknown = null) {
    const entry = ERRORS[name];
    super(msg ?? entry.msg);
    this.name = `AppError(${name})`;
    this.errorCode = entry.code;
    this.status = entry.status;
    this.data = data;
  }
}

/**
 * A 422 naming one field, shaped like the contract's validation replies: for the checks a schema
 * cannot make (a code that must exist, an address inside an accepted range).
 */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', `${ERRORS.VALIDATION.msg}：${field} ${message}`, {
    field,
    errors: [{ field, message }],
  });
}

/** Postgres unique violation, for "create unless it exists" flows that race. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (err as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
