import { z } from 'zod';
import { envelope } from './envelope.ts';

export const settleBody = z.object({ day: z.iso.date({ error: 'day 应为 YYYY-MM-DD' }).optional() });
export const settleReply = envelope(
  z.array(
    z.object({
      day: z.string(),
      devices: z.number().int(),
      members: z.number().int(),
      /** Fen credited to members for their devices. */
      income: z.number().int(),
      /** Fen paid to inviters. */
      referral: z.number().int(),
    }),
  ),
);
