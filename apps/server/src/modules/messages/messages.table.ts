import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.table.ts';

/** Member messages (/api/member/message): fault notices and system announcements. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: identityId(),
    memberId: memberRef(),
    kind: varchar('kind', { length: 16, enum: ['fault', 'system'] }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull().default(''),
    deviceId: integer('device_id'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId, t.kind, t.createdAt),
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);
