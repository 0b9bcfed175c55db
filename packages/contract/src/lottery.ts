import { z } from 'zod';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { LOTTERY_RECORD_PAGE_SIZE } from './limits.ts';
import { idField, intField } from './rooms.ts';
import { hasControlCharacter, TEXT_MESSAGES } from './text.ts';

/**
 * The weekly traffic lottery (DESIGN §8): a period runs Monday 00:00 to Sunday 20:00 Asia/Shanghai;
 * the week's settled upload flow earns coupons, coupons become sequential ticket numbers, and after
 * the close the draw of `lottery-draw.ts` picks the winners. Every draw is published with what it
 * takes to recompute it.
 */

export const LOTTERY_STATES = ['open', 'closed', 'drawn'] as const;
export type LotteryState = (typeof LOTTERY_STATES)[number];

export const prizeTierSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  amount_fen: z.number().int(),
});

/** The lottery parameters staff keep (POST /api/admin/param-save, key `lottery`); from the next period. */
export const lotteryParam = z.object({
  /** Settled upload flow per coupon, in GB (10^9 bytes). */
  coupon_gb: intField('每张抽奖券所需流量', 1, 100_000),
  week_cap: intField('每周抽奖券上限', 1, 1_000),
  one_prize_per_member: z.boolean({ error: '请选择每人每期是否只中一次' }),
  prizes: z
    .array(
      z.object({
        name: z
          .string({ error: '请填写奖项名称' })
          .trim()
          .min(1, { error: '请填写奖项名称' })
          .max(20, { error: '奖项名称最多 20 个字' })
          .refine((v) => !hasControlCharacter(v), `奖项名称${TEXT_MESSAGES.lineBreak}`),
        count: intField('中奖名额', 1, 1_000),
        amount_fen: intField('奖金', 1, 100_000_000),
      }),
      { error: '请填写奖项' },
    )
    .min(1, { error: '至少设置一个奖项' })
    .max(10, { error: '最多 10 个奖项' }),
});

/** `GET /api/lottery/index`: this week's period, my flow and coupons, the prizes and the commitment. */
export const lotteryIndexSchema = z.object({
  current_period: z.number().int(),
  state: z.enum(LOTTERY_STATES),
  /** ISO times of the period's open (Monday 00:00) and close (Sunday 20:00), Asia/Shanghai. */
  open_time: z.string(),
  end_time: z.string(),
  next_period: z.number().int(),
  next_open_time: z.string(),
  /** The period's prize pool in 元 ("1234.00"); the table below sums to it. */
  close_price: z.string(),
  close_price_fen: z.number().int(),
  prize_list: z.array(prizeTierSchema),
  /** Tickets taken so far in the period (everyone's). */
  now_count: z.number().int(),
  /** My devices' settled upload flow in the period's days, in bytes. */
  my_week_flow: z.number().int(),
  /** Coupons the flow earned (at most `week_cap`), and those already turned into ticket numbers. */
  my_week_coupon: z.number().int(),
  my_week_coupon_open: z.number().int(),
  /** All the prizes I have won, every period. */
  my_prize_count: z.number().int(),
  coupon_gb: z.number().int(),
  week_cap: z.number().int(),
  one_prize_per_member: z.boolean(),
  /** The commitment: SHA-256 (hex) of the period's secret seed, published when it opened. */
  seed_hash: z.string(),
  algorithm: z.string(),
  /** The drand round the draw will mix in (the first after the close); null without a beacon. */
  beacon_round: z.number().int().nullable(),
});
export const lotteryIndexReply = envelope(lotteryIndexSchema);
export type LotteryIndex = z.infer<typeof lotteryIndexSchema>;

export const drawnWinnerSchema = z.object({
  tier: z.number().int(),
  name: z.string(),
  amount_fen: z.number().int(),
  number: z.number().int(),
  owner: z.string(),
});

/** One period as published: the commitment, and after the draw the seed and the winners. */
export const lotteryDrawSchema = z.object({
  period: z.number().int(),
  state: z.enum(LOTTERY_STATES),
  open_time: z.string(),
  end_time: z.string(),
  /** When the tickets were frozen (the close; earlier when staff closed the period early). */
  closed_at: z.string().nullable(),
  drawn_at: z.string().nullable(),
  algorithm: z.string(),
  seed_hash: z.string(),
  /** Revealed after the draw; null before. */
  seed: z.string().nullable(),
  ticket_count: z.number().int(),
  /** SHA-256 of the canonical ticket list; null while the period is open. */
  ticket_list_hash: z.string().nullable(),
  beacon_round: z.number().int().nullable(),
  beacon_randomness: z.string().nullable(),
  /** HMAC-SHA256(seed, period:list-hash[:beacon]) — the value every ticket's rank is keyed with. */
  final: z.string().nullable(),
  prize_list: z.array(prizeTierSchema),
  one_prize_per_member: z.boolean(),
  coupon_gb: z.number().int(),
  week_cap: z.number().int(),
  /** In draw order (tier by tier). */
  winners: z.array(drawnWinnerSchema),
  /** "本期无人参与" for a period without tickets. */
  note: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** `GET /api/lottery/open-list`: the periods, newest first, 30 a page. */
export const lotteryOpenListQuery = pageQuery(LOTTERY_RECORD_PAGE_SIZE, 100);
export const lotteryOpenListReply = listEnvelope(lotteryDrawSchema);

/** Whose records: everyone's (0) or only mine (1). */
const mineField = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])], { error: 'mine 应为 0 或 1' })
  .transform((v) => v === true || v === '1' || v === 'true')
  .default(false);

/** A period number; absent for the current period. */
const periodField = idField('期号').optional();

export const lotteryTicketSchema = z.object({
  period: z.number().int(),
  number: z.number().int(),
  /** The opaque owner id of the published ticket list. */
  owner: z.string(),
  /** Masked ("138****0001"), or 匿名用户 for a member who hides from rankings. */
  holder: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

/** `GET /api/lottery/coupon-list`: a period's ticket numbers (all, or mine), with my week's flow and coupons. */
export const lotteryCouponListQuery = pageQuery(LOTTERY_RECORD_PAGE_SIZE, 100).extend({
  period: periodField,
  mine: mineField,
});
export const lotteryCouponListReply = listEnvelope(lotteryTicketSchema, {
  period: z.number().int(),
  my_week_flow: z.number().int(),
  my_week_coupon: z.number().int(),
  my_week_coupon_open: z.number().int(),
});

export const lotteryPrizeSchema = z.object({
  period: z.number().int(),
  tier: z.number().int(),
  name: z.string(),
  amount_fen: z.number().int(),
  number: z.number().int(),
  holder: z.string(),
  mine: z.boolean(),
  drawn_at: z.string(),
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

/** `GET /api/lottery/prize-list`: winners (of one period, or of all), or my prizes; 30 a page. */
export const lotteryPrizeListQuery = pageQuery(LOTTERY_RECORD_PAGE_SIZE, 100).extend({
  period: periodField,
  mine: mineField,
});
export const lotteryPrizeListReply = listEnvelope(lotteryPrizeSchema, {
  my_prize_count: z.number().int(),
  my_prize_fen: z.number().int(),
});

/**
 * `POST /api/lottery/create-num`: spend `num` coupons for as many sequential ticket numbers. A retry
 * with the same `request_id` gives the same numbers and spends nothing more.
 */
export const lotteryCreateNumBody = z.object({
  num: intField('兑换数量', 1, 1_000),
  request_id: z
    .string({ error: 'request_id 格式不正确' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'request_id 应为 8–64 位字母、数字、- 或 _' })
    .optional(),
});
export type LotteryCreateNumBody = z.input<typeof lotteryCreateNumBody>;
export const lotteryCreateNumReply = envelope(
  z.object({
    period: z.number().int(),
    numbers: z.array(z.number().int()),
    coupon_left: z.number().int(),
  }),
);

/** `GET /api/lottery/ticket-file?period=`: the canonical ticket list (text/plain) once the period closed. */
export const lotteryTicketFileQuery = z.object({ period: idField('期号') });

/** `POST /api/admin/lottery-close`: staff close the open period now (the draw follows at once). */
export const lotteryCloseBody = z.object({ period: idField('期号') });
export const lotteryCloseReply = envelope(lotteryDrawSchema);
