import { bigint, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.table.ts';

/**
 * The rankings of /activity/contribution, kept as tables (issue 14: answered without computing them per
 * request): one row per member and board with its value and rank. The settlement refreshes the points
 * boards and the 7-day uptime after each day; the offline job refreshes the online board each minute.
 */
export const RANK_BOARDS = ['online', 'uptime_7d', 'points_week', 'points_last_week', 'points_all'] as const;
export type RankBoard = (typeof RANK_BOARDS)[number];

export const memberRanks = pgTable(
  'member_ranks',
  {
    board: varchar('board', { length: 24, enum: RANK_BOARDS }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    value: bigint('value', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.memberId] }),
    index('member_ranks_board_rank_idx').on(t.board, t.rank),
  ],
);
