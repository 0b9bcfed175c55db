import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/** Business parameters platform staff may change (prices, limits, rates); defaults live in code. */
export const params = pgTable('params', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
