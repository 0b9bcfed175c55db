import { z } from 'zod';
import { accountMessages, LOGIN_PASSWORD_MAX } from './account-rules.ts';
import { passwordSchema, secondFactorCodeSchema } from './accounts.ts';
import { envelope } from './envelope.ts';

/**
 * A second factor and sessions a member can see (issue 49, decision 0042): an authenticator app's
 * code (TOTP, RFC 6238), single-use recovery codes, the signed-in sessions of an account.
 */

/** Ten recovery codes are made at a time; each is 10 characters, shown as `XXXXX-XXXXX`. */
export const RECOVERY_CODE_COUNT = 10;

/** Only an authenticator code (setting up proves the app has the secret). */
export const totpCodeSchema = z
  .string({ error: '请输入动态码' })
  .trim()
  .regex(/^\d{6}$/, '动态码为 6 位数字');

const currentPassword = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .max(LOGIN_PASSWORD_MAX, accountMessages.loginPasswordTooLong);

export const secondFactorStatusSchema = z.object({
  /** The authenticator is on for this account. */
  on: z.boolean(),
  /** This account must have it (staff in production; operators when staff require it). */
  required: z.boolean(),
  enabled_at: z.string().nullable(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** How long a typed code counts for the actions that ask for one again, in minutes. */
  step_up_minutes: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export const secondFactorStatusReply = envelope(secondFactorStatusSchema);

export const secondFactorSetupBody = z.object({ password: currentPassword });
export const secondFactorSetupReply = envelope(
  z.object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    /** `otpauth://totp/…`, shown as a QR code. */
    otpauth_uri: z.string(),
  }),
);

export const secondFactorEnableBody = z.object({ code: totpCodeSchema });
export const recoveryCodesReply = envelope(z.object({ recovery_codes: z.array(z.string()) }));

/** Turning it off or new recovery codes: the password and a code (or a recovery code). */
export const secondFactorConfirmBody = z.object({ password: currentPassword, code: secondFactorCodeSchema });

/** A fresh code before an action that asks for one (step-up), or a recovery code. */
export const secondFactorVerifyBody = z.object({ code: secondFactorCodeSchema });

export const sessionSchema = z.object({
  id: z.number().int(),
  /** What the user agent says: browser and system, e.g. 微信 8.0 · iOS 17. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionListReply = envelope(z.array(sessionSchema));

export const sessionRevokeBody = z.object({
  id: z.coerce
    .number({ error: '请选择登录设备' })
    .int('请选择登录设备')
    .min(1, '请选择登录设备')
    .max(2 ** 53 - 1, '请选择登录设备'),
});
export const sessionsRevokedReply = envelope(z.object({ revoked: z.number().int() }));

export const changePasswordBody = z.object({ old_password: currentPassword, password: passwordSchema });
