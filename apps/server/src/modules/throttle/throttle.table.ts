import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every replica (DESIGN §9): the HTTP rate limits of the auth calls
 * and the failed-login throttle. A row per key and window start; old windows are pruned.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 160 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
