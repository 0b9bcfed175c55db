import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * Fixed-window counters shared by every replica (DESIGN §9): the HTTP rate limits of the auth calls
 * and the failed-login throttle. A row per key and window start; old windows are pruned.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 160 }).notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
