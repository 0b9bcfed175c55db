import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.table.ts';

/** Member messages (/api/member/message): fault notices and system announcements. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 16, enum: ['fault', 'system'] }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull().default(''),
    deviceId: integer('device_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId, t.kind, t.createdAt),
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);
