import { z } from 'zod';
import { envelope } from './envelope.ts';
import {
  accountMessages,
  LOGIN_PASSWORD_MAX,
  MOBILE_PATTERN,
  SECOND_FACTOR_CODE_PATTERN,
  secondFactorMessages,
} from './account-rules.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

export const mobileSchema = z
  .string({ error: accountMessages.mobileRequired })
  .trim()
  .regex(MOBILE_PATTERN, accountMessages.mobileInvalid);

export const passwordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(PASSWORD_MIN, `密码至少 ${PASSWORD_MIN} 位`)
  .max(PASSWORD_MAX, `密码最多 ${PASSWORD_MAX} 位`);

export const smsCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '验证码为 6 位数字');

export const secondFactorCodeSchema = z
  .string({ error: secondFactorMessages.required })
  .trim()
  .regex(SECOND_FACTOR_CODE_PATTERN, secondFactorMessages.invalid);

export const smsPurposeSchema = z.enum(['register', 'reset'], { error: '用途只能是 register 或 reset' });
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

export const sendCodeBody = z.object({ mobile: mobileSchema, purpose: smsPurposeSchema });
export const sendCodeReply = envelope(z.object({ resend_after: z.number().int() }));

export const registerBody = z.object({
  mobile: mobileSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  invite_code: z
    .string()
    .trim()
    .max(16, '邀请码格式不正确')
    .regex(/^[A-Za-z0-9]*$/, '邀请码格式不正确')
    .optional(),
});

export const loginBody = z.object({
  mobile: mobileSchema,
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(LOGIN_PASSWORD_MAX, accountMessages.loginPasswordTooLong),
  /** `admin` is the operator/staff entrance (/user/admin-login); plain members are refused there. */
  login_type: z.enum(['member', 'admin']).default('member'),
  /**
   * The authenticator's code (or a recovery code), asked after the password when the account has a
   * second factor (issue 49): without it such a sign-in answers SECOND_FACTOR_CODE_REQUIRED.
   */
  totp_code: secondFactorCodeSchema.optional(),
});

export const resetPasswordBody = z.object({
  mobile: mobileSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

export const accessSchema = z.object({ operator: z.boolean(), superman: z.boolean() });
export type Access = z.infer<typeof accessSchema>;

/** memberInfo of SPEC §3 plus the rights the web reads (DESIGN §1). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  nickname: z.string(),
  is_hide_rank: z.union([z.literal(0), z.literal(1)]),
  lianke_wallet: z.string().nullable(),
  invite_code: z.string(),
  access: accessSchema,
  wechat_bound: z.boolean(),
  created_at: z.string(),
  /** The account signs in with an authenticator code too (issue 49). */
  second_factor_on: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const loginReply = envelope(
  z.object({
    auth_key: z.string(),
    currentAuthority: z.literal('admin'),
    user: z.object({ id: z.number().int(), mobile: z.string(), auth_key: z.string() }),
    member: memberInfoSchema,
  }),
);
export type LoginData = z.infer<typeof loginReply>['data'];

export const memberInfoReply = envelope(memberInfoSchema);

export const memberUpdateBody = z.object({
  // Form bodies send strings; accept 0/1 in either form and nothing else.
  is_hide_rank: z.coerce
    .number({ error: 'is_hide_rank 只能是 0 或 1' })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'is_hide_rank 只能是 0 或 1' })),
});

export const emptyReply = envelope(z.null());
