import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Business parameters platform staff may change (prices, limits, rates); defaults live in code. */
export const params = pgTable('params', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
