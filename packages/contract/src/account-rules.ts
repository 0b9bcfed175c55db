/**
 * The sign-in fields' rules without zod: the pattern, the lengths and the Chinese messages that
 * accounts.ts builds its schemas from. The sign-in pages read them here because their first
 * JavaScript is budgeted (issue 17 §3: 120 KB gzip) and zod alone would be a fifth of it.
 */
import { PASSWORD_MAX } from './limits.ts';

/** Mainland mobile numbers: 11 digits starting with 1[3-9]. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * 13800000001 → 138****0001: how a mobile shows to anyone but its own member (rankings, invites, the
 * greeting and the page header). Anything that is not 11 digits is shown as it is.
 */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Only a length cap on a sign-in password: a wrong password must get the credentials error, not a hint. */
export const LOGIN_PASSWORD_MAX = PASSWORD_MAX * 4;

export const accountMessages = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '手机号格式不正确',
  passwordRequired: '请输入密码',
  loginPasswordTooLong: '密码过长',
} as const;

/**
 * The errorCodes the sign-in form and the request client act on (issue 49): the authenticator's code
 * is asked after the password, or was wrong; an action asks for a fresh code (step-up); an account
 * must set up its authenticator first. errors.ts names them; the first pages read them here.
 */
export const SIGN_IN_CODES = {
  secondFactorRequired: 10101,
  secondFactorInvalid: 10102,
  stepUpRequired: 10103,
  enrollRequired: 10104,
} as const;

/** An authenticator code (6 digits) or a recovery code (10 letters and digits, a dash allowed). */
export const SECOND_FACTOR_CODE_PATTERN = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;
export const secondFactorMessages = {
  required: '请输入动态码',
  invalid: '动态码为 6 位数字，恢复码为 10 位字母和数字',
} as const;
