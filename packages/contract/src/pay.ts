import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET /api/member/my-bank: the platform's account that offline bank transfers go to (/pay/bank). */
export const myBankReply = envelope(
  z.object({
    bank_name: z.string(),
    branch: z.string(),
    account_name: z.string(),
    account_no: z.string(),
    /** What to write in the transfer's remark, and when it is confirmed. */
    note: z.string(),
  }),
);
export type MyBank = z.infer<typeof myBankReply>['data'];
