import { date, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * 收益诊断 kept (issue 50 §1): why a settled day's income moved against the 7 settled days before it,
 * computed from the settled rows the first time someone asks and kept, for a member, a box or an
 * operator's whole fleet. Computed again when a settlement of any day it read finished after it.
 */
export const incomeExplanations = pgTable(
  'income_explanations',
  {
    /** member, device or fleet. */
    scope: varchar('scope', { length: 8 }).notNull(),
    /** The member's, box's or fleet operator's id. */
    scopeId: integer('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The explanation as the API answers it. */
    explanation: jsonb('explanation').notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.scopeId, t.day] })],
);
