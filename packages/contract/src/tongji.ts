import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * The fleet's upload curve of one day (yesterdaySpeedChart of SPEC §3): the sum of the caller's
 * devices' five-minute upload rates, its peak and its 95th percentile.
 */
export const speedQuery = z.object({ day: z.iso.date().optional() });
export const speedChartSchema = z.object({
  day: z.string(),
  /** 288 points, HH:mm of the bucket start (Beijing time) and the fleet's total kbps. */
  data: z.array(z.object({ time: z.string(), kbps: z.number().int() })),
  /** Total bytes uploaded that day. */
  totalValue: z.number(),
  maxValue: z.number().int(),
  maxTime: z.string(),
  /** 95th percentile of the 288 fleet totals (drop the top 14, take the next), kbps. */
  value95: z.number().int(),
  /** The fleet's device income of the day in fen once the day is settled; null before. */
  money: z.number().int().nullable(),
});
export type SpeedChart = z.infer<typeof speedChartSchema>;
export const speedReply = envelope(speedChartSchema);
