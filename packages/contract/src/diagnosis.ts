import { z } from 'zod';
import { envelope } from './envelope.ts';
import { daySchema } from './income.ts';
import { EXPLAIN_CAUSES, type ExplainCause } from './labels.ts';

export { EXPLAIN_CAUSES, type ExplainCause };

// ---- 收益诊断: why a settled day's income moved (issue 50 §1, decision 0045) ----------------------

/** How many settled days before the day make its baseline (their median). */
export const EXPLAIN_BASELINE_DAYS = 7;

/**
 * When the home says why 昨日收益 moved: a change of at least this share of the baseline, and at least
 * this many fen (a 0.30 元 fleet does not need an explanation of a 0.10 元 dip).
 */
export const EXPLAIN_NOTABLE = { ratio: 0.1, minFen: 100 } as const;

export const explainCauseSchema = z.enum(Object.keys(EXPLAIN_CAUSES) as [ExplainCause, ...ExplainCause[]]);

export const explainQuery = z.object({
  /** A settled day; the newest settled day when left out. */
  day: daySchema.optional(),
  /**
   * A member the caller may see (an operator's sub-member). Left out: what the caller's income pages
   * show — a member its own, an operator its whole fleet, staff the platform.
   */
  member_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** One box, as far as the member (or the caller's fleet) held it. */
  device_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ExplainQuery = z.infer<typeof explainQuery>;

export const explainBoxSchema = z.object({
  device_id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  /** This box's part of the cause, fen (negative: it lowered the income). */
  fen: z.number().int(),
  /** 少在线 5.5 小时 · 线路 ppp0、ppp1 掉线 · 95 值 45.2 → 30.1 Mbps … */
  detail: z.string(),
});

export const explainPartSchema = z.object({
  cause: explainCauseSchema,
  fen: z.number().int(),
  /** Its share of the change (fen / change), null when the income did not change. */
  share: z.number().nullable(),
  /** How many boxes the cause touched; the boxes that moved most, at most 10. */
  box_count: z.number().int(),
  boxes: z.array(explainBoxSchema),
  /** For a price change: 电信 30 → 28 分/Mbps/天. */
  detail: z.string().nullable(),
});
export type ExplainPart = z.infer<typeof explainPartSchema>;

export const explanationSchema = z.object({
  scope: z.enum(['member', 'device', 'fleet']),
  day: z.string(),
  /** The settled days the baseline is the median of (up to 7, newest first). */
  baseline_days: z.array(z.string()),
  income_fen: z.number().int(),
  baseline_fen: z.number().int(),
  change_fen: z.number().int(),
  /** change / baseline, null when the baseline is 0. */
  change_ratio: z.number().nullable(),
  /** Whether the change is big enough for the home to mention it (EXPLAIN_NOTABLE). */
  notable: z.boolean(),
  /** Every cause with its part; the parts add up to change_fen exactly. */
  parts: z.array(explainPartSchema),
  /** A fleet's members that moved it most (at most 10); empty for a member or a box. */
  members: z.array(
    z.object({ member_id: z.number().int(), mobile: z.string(), name: z.string(), fen: z.number().int() }),
  ),
});
export type Explanation = z.infer<typeof explanationSchema>;
export const explainReply = envelope(explanationSchema);
