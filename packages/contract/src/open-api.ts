import { z } from 'zod';
import { envelope, errorReplySchema, listEnvelope } from './envelope.ts';
import { daySchema } from './income.ts';
import { nameText } from './text.ts';

/**
 * Read-only API tokens and the open calls they reach (issue 50 §2, decision 0044): an operator (or a
 * member) makes a named token, sees its secret once, and points Prometheus or a script at
 * /api/open/*. The token reads the fleet its owner sees, never more, and writes nothing.
 */

export const API_TOKENS = {
  /** What every secret starts with: the auth plugin tells an API token from a session by it. */
  secretPrefix: 'nbo_',
  /** Characters of the secret kept in clear to tell tokens apart (`nbo_` and four more). */
  shownPrefix: 8,
  /** Live (not revoked, not expired) tokens an account may hold. */
  perAccount: 20,
  nameMax: 32,
  expiresDaysMin: 1,
  expiresDaysMax: 365,
  allowedIpsMax: 20,
  /** Requests a token may make to each open call a minute (answered 429 beyond). */
  perMinute: 60,
  /** The open lists' page size cap and default. */
  pageSizeMax: 1000,
  pageSizeDefault: 100,
  /** The widest date range /api/open/income answers. */
  incomeDaysMax: 31,
} as const;

/** An IPv4 or IPv6 address, or a network in CIDR notation (`203.0.113.0/24`, `2001:db8::/32`). */
export const ipOrNetwork = z
  .string({ error: '请输入 IP 地址或网段' })
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'IP 地址或网段格式不正确' }));

export const API_TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret's first characters (`nbo_AbCd`), to tell tokens apart; the rest is never shown again. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Null: never expires. */
  expires_at: z.string().nullable(),
  /** Addresses and networks it is accepted from; empty: from anywhere. */
  allowed_ips: z.array(z.string()),
  state: z.enum(API_TOKEN_STATES),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListReply = envelope(z.array(apiTokenSchema));

export const apiTokenCreateBody = z.object({
  name: nameText('令牌名称', API_TOKENS.nameMax),
  /** Days it lives; absent or null: until revoked. */
  expires_days: z.coerce
    .number({ error: '有效期必须是整数天' })
    .int('有效期必须是整数天')
    .min(API_TOKENS.expiresDaysMin, `有效期至少 ${API_TOKENS.expiresDaysMin} 天`)
    .max(API_TOKENS.expiresDaysMax, `有效期最多 ${API_TOKENS.expiresDaysMax} 天`)
    .nullable()
    .optional(),
  allowed_ips: z
    .array(ipOrNetwork)
    .max(API_TOKENS.allowedIpsMax, `最多 ${API_TOKENS.allowedIpsMax} 个 IP 或网段`)
    .default([]),
});
export type ApiTokenCreateBody = z.input<typeof apiTokenCreateBody>;

/** The secret, in this reply only; the token's row beside it. */
export const apiTokenCreateReply = envelope(z.object({ secret: z.string(), token: apiTokenSchema }));

export const apiTokenRevokeBody = z.object({
  id: z.coerce
    .number({ error: '请选择令牌' })
    .int('请选择令牌')
    .min(1, '请选择令牌')
    .max(2 ** 31 - 1, '请选择令牌'),
});
export const apiTokenRevokeReply = envelope(z.object({ revoked: z.number().int() }));

// ---- the open calls (an API token's) -------------------------------------------------------------

/** What the open calls answer besides success: the token refused (401, 403) or over its rate (429). */
export const openCallErrors = { 401: errorReplySchema, 403: errorReplySchema, 429: errorReplySchema };

const openPage = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(API_TOKENS.pageSizeMax).default(API_TOKENS.pageSizeDefault),
});

/** /api/open/metrics: the whole fleet by default; `limit`/`offset` cut the boxes (by box id). */
export const openMetricsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000_000).optional(),
  offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
});

export const openDevicesQuery = openPage;

export const openDeviceSchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  /** The holder's mobile. */
  member: z.string().nullable(),
  room: z.string().nullable(),
  cabinet: z.string().nullable(),
  tag: z.string().nullable(),
  online: z.boolean(),
  last_report_at: z.string().nullable(),
  /** Why the box is abnormal now (the console's alarms: offline, line-down, disk, cpu, low-value95). */
  alarms: z.array(z.string()),
  /** Dial-up lines reported down in the box's last status (0 while it is offline). */
  lines_down: z.number().int(),
  /** Today's (Beijing) upload so far. */
  bytes_up_today: z.number(),
  /** The 95th percentile so far of today's kept 5-minute rates (missing buckets as 0), kbps. */
  value95_today_kbps: z.number().int(),
});
export type OpenDevice = z.infer<typeof openDeviceSchema>;
export const openDevicesReply = listEnvelope(openDeviceSchema);

const dayCount = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

export const openIncomeQuery = openPage
  .extend({
    start: daySchema,
    end: daySchema,
    /** `day`: the fleet's totals per settled day; `device`: each settled device-day. */
    by: z.enum(['day', 'device']).default('day'),
  })
  .refine((q) => q.start <= q.end, { message: '结束日期不能早于开始日期', path: ['end'] })
  .refine((q) => dayCount(q.start, q.end) <= API_TOKENS.incomeDaysMax, {
    message: `日期范围最多 ${API_TOKENS.incomeDaysMax} 天`,
    path: ['end'],
  });

export const openIncomeRowSchema = z.object({
  day: z.string(),
  /** With `by=device`: the box; null in per-day totals. */
  device_id: z.number().int().nullable(),
  sn: z.string().nullable(),
  /** With `by=device`: the mobile of the member paid for it. */
  member: z.string().nullable(),
  income_fen: z.number().int(),
  /** Device-days settled (1 per row with `by=device`). */
  devices: z.number().int(),
  /** value95 of the box (or the sum over the boxes), kbps. */
  value95_kbps: z.number().int(),
});
export type OpenIncomeRow = z.infer<typeof openIncomeRowSchema>;
export const openIncomeReply = listEnvelope(openIncomeRowSchema);
