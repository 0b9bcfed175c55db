import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * Auto-login signs the sister service has used here (DESIGN §5: each sign once). A sign is only
 * accepted within 300 s of its time, so rows older than that guard nothing and are pruned hourly.
 */
export const partnerLoginSigns = pgTable(
  'partner_login_signs',
  {
    sign: varchar('sign', { length: 64 }).primaryKey(),
    source: varchar('source', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (t) => [index('partner_login_signs_used_idx').on(t.usedAt)],
);
