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
