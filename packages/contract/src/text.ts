import { z } from 'zod';
import { REJECT_REASON } from './limits.ts';

/**
 * What text may hold, said once for every call (STYLE §13, issue 11 §1). PostgreSQL cannot store NUL
 * in text and JSON cannot carry a lone surrogate faithfully, so both are refused everywhere; other
 * control characters (C0 except tab, line feed and carriage return, DEL, C1) have no business in
 * anything a person typed. Names (a tag, a room, a nickname) also refuse tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f-\u009f]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag, so
// the pattern sees UTF-16 code units; String#isWellFormed is not in every phone browser yet).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_MESSAGES = {
  control: '不能包含控制字符',
  surrogate: '包含无效的字符',
  lineBreak: '不能包含换行或制表符',
} as const;

// Either of the two above, so that clean text (nearly all of it) costs one test.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SUSPECT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/;

/** Why this text may not be stored, or null when it may. */
export function textProblem(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (FORBIDDEN_ANYWHERE.test(text)) return TEXT_MESSAGES.control;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.surrogate;
  return null;
}

/** The first string (or object key) anywhere in `value` that may not be stored, with its path. */
export function findTextProblem(value: unknown): { path: (string | number)[]; message: string } | null {
  // Every request body passes here (storableText): the path is built on the way back from a
  // problem, not copied on the way down to every value.
  const path: (string | number)[] = [];
  const message = problemIn(value, path);
  return message ? { path, message } : null;
}

/** The first problem in `value`; its path is prepended to `path`. */
function problemIn(value: unknown, path: (string | number)[]): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const message = problemIn(value[i], path);
      if (message) {
        path.unshift(i);
        return message;
      }
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const message = textProblem(key) ?? problemIn((value as Record<string, unknown>)[key], path);
      if (message) {
        path.unshift(key);
        return message;
      }
    }
  }
  return null;
}

/**
 * Any value, refused when some text inside it may not be stored; the server puts this in front of
 * every request schema, so no call has to remember it.
 */
export const storableText = z.unknown().superRefine((value, ctx) => {
  const found = findTextProblem(value);
  if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
});

/** Whether `text` holds any control character at all (tab and line breaks included). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_IN_NAME.test(text);
}

/** A one-line name: trimmed, 1..max characters, no control characters at all (tab, line breaks). */
export function nameText(label: string, max: number, options: { min?: number } = {}) {
  const min = options.min ?? 1;
  return z
    .string({ error: `请输入${label}` })
    .trim()
    .min(min, `请输入${label}`)
    .max(max, `${label}最多 ${max} 个字`)
    .refine((v) => !hasControlCharacter(v), `${label}${TEXT_MESSAGES.lineBreak}`);
}

/** Said when a reason is missing or too short, by the field and by the bodies that require it. */
export const REJECT_REASON_REQUIRED = `请填写驳回原因（至少 ${REJECT_REASON.min} 个字）`;

function rejectReasonField(typeError: string) {
  return z
    .string({ error: typeError })
    .trim()
    .max(REJECT_REASON.max, `驳回原因最多 ${REJECT_REASON.max} 字`)
    .refine((v) => !hasControlCharacter(v), `驳回原因${TEXT_MESSAGES.lineBreak}`);
}

/**
 * A reviewer's reason for turning something down (a transfer voucher, a withdrawal, points, an
 * application, a flashing job), which the member reads: 2–200 characters after trimming, one line.
 */
export const rejectReason = rejectReasonField(REJECT_REASON_REQUIRED).refine(
  (v) => v.length >= REJECT_REASON.min,
  REJECT_REASON_REQUIRED,
);

/** The reason of a call that accepts or rejects: its body requires it when rejecting (`givesRejectReason`). */
export const optionalRejectReason = rejectReasonField('驳回原因格式不正确').optional();

export function givesRejectReason(reason: string | undefined): boolean {
  return (reason ?? '').length >= REJECT_REASON.min;
}
