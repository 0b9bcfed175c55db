import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.table.ts';

/** Device tags (/api/tag/*): a member's or operator's own labels for grouping boxes. */
export const tags = pgTable(
  'tags',
  {
    id: serialId(),
    ownerId: memberRef('owner_id'),
    name: varchar('name', { length: 32 }).notNull(),
    /** The name as a JSON string in ASCII, for the device list's rows (migration 0027). */
    nameJson: text('name_json').generatedAlwaysAs(sql`json_ascii_string(name)`),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('tags_owner_idx').on(t.ownerId)],
);

/** Member tags (/api/member-tag/*): an operator's labels for grouping its sub-members. */
export const memberTags = pgTable(
  'member_tags',
  {
    id: serialId(),
    operatorId: memberRef('operator_id'),
    name: varchar('name', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('member_tags_operator_idx').on(t.operatorId)],
);
