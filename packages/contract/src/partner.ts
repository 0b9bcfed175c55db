import { z } from 'zod';
import { mobileSchema } from './accounts.ts';
import { envelope } from './envelope.ts';

/**
 * Partner auto-login (SPEC §7, DESIGN §5): a member of this console is signed in on the sister
 * service's host, and the sister service signs its members in here, with a sign both sides compute
 * from a shared secret. The secret never reaches a browser: the sign is made on the server.
 */

/** A partner source name, as `from` carries it. */
export const partnerFromSchema = z
  .string({ error: '请填写来源' })
  .regex(/^[a-z][a-z0-9_-]{1,31}$/, { error: '来源格式不正确' });

/** What the web posts to the partner host's /api/default/auto-login, made by GET /api/member/partner-sign. */
export const partnerSignReply = envelope(
  z.object({
    /** The partner host (base URL) the web posts to, and reads the sister service's member info from. */
    host: z.string(),
    from: z.string(),
    mobile: z.string(),
    /** Epoch seconds; the receiving side accepts 300 s either way. */
    time: z.number().int(),
    sign: z.string(),
  }),
);
export type PartnerSign = z.infer<typeof partnerSignReply>['data'];

/** POST /api/default/auto-login: the sister service signs one of its members in here. */
export const autoLoginBody = z.object({
  sign: z.string({ error: '请提供签名' }).regex(/^[0-9a-fA-F]{64}$/, { error: '签名格式不正确' }),
  from: partnerFromSchema,
  mobile: mobileSchema,
  time: z.coerce
    .number({ error: '请提供时间' })
    .int({ error: '时间格式不正确' })
    .min(0, { error: '时间格式不正确' })
    .max(99_999_999_999, { error: '时间格式不正确' }),
});
export type AutoLoginBody = z.infer<typeof autoLoginBody>;
