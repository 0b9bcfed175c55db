import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { rejectReason } from './text.ts';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { idField, intField, requestKeyField } from './rooms.ts';

/**
 * The growth area (DESIGN §8): invites and the referral they earn. The inviter is bound at
 * registration and never changes; the referral is a share of the invitee's settled device income, paid
 * by the platform.
 */

/** `GET /api/activite/index`: my invite code and link, and what my invitees brought. */
export const activityIndexReply = envelope(
  z.object({
    invite_code: z.string(),
    /** The registration page with the code filled in; the web puts its own origin in front. */
    invite_path: z.string(),
    /** The referral share in basis points (500 = 5 %). */
    referral_rate_bp: z.number().int(),
    invitees: z.number().int(),
    /** Invitees who hold at least one box now. */
    invitees_with_devices: z.number().int(),
    commission_total_fen: z.number().int(),
    /** Referral credited for yesterday's settlement (Asia/Shanghai). */
    commission_yesterday_fen: z.number().int(),
  }),
);

/**
 * Why an invitee brings (or brought) nothing: still earning, no box yet, boxes not settled yet, the
 * account closed, or their income came from boxes I held myself in the 90 days before (no referral).
 */
export const INVITEE_STATES = ['earning', 'no_device', 'not_settled', 'closed', 'own_boxes'] as const;

export const inviteeSchema = z.object({
  id: z.number().int(),
  /** Masked: 138****0001. */
  mobile: z.string(),
  nickname: z.string(),
  registered_at: z.string(),
  /** Boxes the invitee holds now. */
  devices: z.number().int(),
  /** The invitee's settled device income, all days. */
  income_fen: z.number().int(),
  /** The referral I was credited on it. */
  commission_fen: z.number().int(),
  last_commission_day: z.string().nullable(),
  state: z.enum(INVITEE_STATES),
});
export type Invitee = z.infer<typeof inviteeSchema>;

/** `GET /api/activite/member-list`: my invitees, newest first, 20 a page, with the totals. */
export const inviteeListQuery = pageQuery(20, 100);
export const inviteeListReply = listEnvelope(inviteeSchema, {
  commission_total_fen: z.number().int(),
});

/** `GET /api/activite/member-days?id=`: one invitee's settled days and my referral on each. */
export const inviteeDaysQuery = pageQuery(20, 100).extend({ id: idField() });
export const inviteeDaySchema = z.object({
  day: z.string(),
  income_fen: z.number().int(),
  commission_fen: z.number().int(),
});
export const inviteeDaysReply = listEnvelope(inviteeDaySchema, { invitee: inviteeSchema });

// ---- the genesis activity and its points (DESIGN §8) ---------------------------------------------

export const activityPeriodSchema = z.object({
  name: z.string(),
  /** The first and last day that earn points (Asia/Shanghai, both included). */
  starts_on: z.string(),
  ends_on: z.string(),
  /** Points a device-day earns per Mbps of value95 over a whole day online. */
  points_per_mbps: z.number().int(),
  /** Today is within the activity's days. */
  running: z.boolean(),
});

export const deviceContributionSchema = z.object({
  device_id: z.number().int(),
  name: z.string(),
  sn: z.string(),
  value95_kbps: z.number().int(),
  /** Hours the box reported that day while it was mine. */
  online_hours: z.number(),
  points: z.number().int(),
});

/** `GET /api/account-activity/index`: my points and what my boxes contributed yesterday. */
export const accountActivityReply = envelope(
  z.object({
    activity: activityPeriodSchema,
    points_balance: z.number().int(),
    /** Points asked to be withdrawn and not sent nor rejected yet. */
    points_reserve: z.number().int(),
    /** The saved 链克 wallet address, and until when withdrawals wait after it was changed. */
    wallet_address: z.string().nullable(),
    wallet_hold_until: z.string().nullable(),
    /** The least points one withdrawal may ask, and the points kept back as its fee. */
    withdraw_min_points: z.number().int(),
    withdraw_fee_points: z.number().int(),
    /** Every point settlement credited me, all days. */
    points_earned: z.number().int(),
    /** Settled yesterday, and this week so far (from Monday). */
    points_yesterday: z.number().int(),
    points_week: z.number().int(),
    /** My boxes that earned points yesterday, and the 20 that earned most. */
    devices_yesterday: z.number().int(),
    top_devices: z.array(deviceContributionSchema),
    yesterday: z.string(),
  }),
);

// ---- rankings (/activity/contribution) -------------------------------------------------------------

export const RANK_PERIODS = ['week', 'last_week', 'all'] as const;

/**
 * A place on a ranking. A member who hides from rankings shows as 匿名用户 with a masked mobile; no row
 * carries a member id, so no row leads to an account.
 */
export const rankRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** Online ranking: boxes online now; champion ranking: points of the period. */
  value: z.number().int(),
  /** The member's boxes' uptime over the last 7 settled days, in basis points; null when none settled. */
  uptime_bp: z.number().int().nullable(),
  is_me: z.boolean(),
});
export type RankRow = z.infer<typeof rankRowSchema>;

export const rankListQuery = z.object({
  period: z.enum(RANK_PERIODS, { error: 'period 只能是 week、last_week 或 all' }).default('week'),
});

/** `GET /api/activite/rank-list`: `data` the online ranking, `rank_data` the champion ranking (SPEC). */
export const rankListReply = z.object({
  errorCode: z.number().int(),
  msg: z.string(),
  data: z.array(rankRowSchema),
  rank_data: z.array(rankRowSchema),
  /** My own places, also when I am not in the first 100; null when I am not ranked. */
  my_online: rankRowSchema.nullable(),
  my_champion: rankRowSchema.nullable(),
  period: z.enum(RANK_PERIODS),
});

// ---- the points wallet (/activity/wallet) ---------------------------------------------------------

/**
 * EIP-55: a mixed-case address carries a checksum in the case of its letters (the keccak-256 of the
 * lower-case hex decides which are upper case). All lower or all upper case carries none.
 */
export function isChecksumAddress(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  for (let i = 0; i < 40; i++) {
    const ch = hex[i]!;
    if (!/[a-f]/i.test(ch)) continue;
    const upper = parseInt(hash[i]!, 16) >= 8;
    if ((ch === ch.toUpperCase()) !== upper) return false;
  }
  return true;
}

/** A 链克 wallet address: Ethereum style, 0x and 40 hex digits, EIP-55 when mixed case. */
export const walletAddressSchema = z
  .string({ error: '请输入钱包地址' })
  .regex(/^0x[0-9a-fA-F]{40}$/, '钱包地址应为 0x 开头的 42 位地址（0x 加 40 位十六进制字符），不含空格')
  .refine(isChecksumAddress, '钱包地址大小写校验不通过（EIP-55），请从钱包中完整复制地址');

export const setWalletBody = z.object({
  address: walletAddressSchema,
  password: z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(256, '密码不正确'),
});

/** `POST /api/activite/tixian`: points to my saved wallet address. */
export const pointsWithdrawBody = z.object({
  amount: intField('提取积分', 1, 1_000_000_000),
  request_key: requestKeyField,
});

export const POINTS_WITHDRAWAL_STATES = ['pending', 'sent', 'rejected'] as const;

export const pointsWithdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  address: z.string(),
  state: z.enum(POINTS_WITHDRAWAL_STATES),
  tx_hash: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type PointsWithdrawal = z.infer<typeof pointsWithdrawalSchema>;

export const pointsWithdrawReply = envelope(pointsWithdrawalSchema);

/** `POST /api/activite/set-wallet`: the address saved, and until when withdrawals wait. */
export const setWalletReply = envelope(z.object({ address: z.string(), hold_until: z.string().nullable() }));

export const pointsWithdrawListQuery = pageQuery(20, 100);
export const pointsWithdrawListReply = listEnvelope(pointsWithdrawalSchema);

/** Staff's queue of points withdrawals (/superman/index). */
export const adminPointsWithdrawalSchema = pointsWithdrawalSchema.extend({
  member_mobile: z.string(),
  member_nickname: z.string(),
});
export const adminPointsWithdrawListQuery = pageQuery(20, 100).extend({
  state: z.enum(POINTS_WITHDRAWAL_STATES).default('pending'),
});
export const adminPointsWithdrawListReply = listEnvelope(adminPointsWithdrawalSchema);
export const pointsSentBody = z.object({
  id: idField(),
  tx_hash: z
    .string({ error: '请输入交易哈希' })
    .regex(/^0x[0-9a-fA-F]{64}$/, '交易哈希应为 0x 开头的 64 位十六进制字符'),
});
export const pointsRejectBody = z.object({
  id: idField(),
  reason: rejectReason,
});
export const adminPointsWithdrawReply = envelope(adminPointsWithdrawalSchema);
