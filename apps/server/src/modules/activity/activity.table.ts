import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from '../../db/columns.ts';
import { memberRef, optionalMemberRef } from '../accounts/accounts.table.ts';

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
    memberId: memberRef(),
    value: bigint('value', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    refreshedAt: timestamptz('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.memberId] }),
    index('member_ranks_board_rank_idx').on(t.board, t.rank),
  ],
);

/**
 * Points withdrawals to a member's chain wallet (DESIGN §8): the points move to the member's reserve
 * when asked; staff mark them sent with the transaction hash (reserve → out) or reject them (reserve →
 * points). Each state change once: `pending` is left by one conditional update only.
 */
export const pointsWithdrawals = pgTable(
  'points_withdrawals',
  {
    id: identityId(),
    memberId: memberRef(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** The wallet address at the time of asking. */
    address: varchar('address', { length: 42 }).notNull(),
    state: varchar('state', { length: 16, enum: ['pending', 'sent', 'rejected'] })
      .notNull()
      .default('pending'),
    txHash: varchar('tx_hash', { length: 66 }),
    reason: text('reason'),
    handledBy: optionalMemberRef('handled_by'),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
    /** The form's key for the request (pointsWithdrawBody.request_key): a resend finds this row. */
    requestKey: varchar('request_key', { length: 64 }),
  },
  (t) => [
    index('points_withdrawals_member_idx').on(t.memberId, t.id),
    uniqueIndex('points_withdrawals_request_key_idx')
      .on(t.memberId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    index('points_withdrawals_state_idx').on(t.state, t.id),
    check(
      'points_withdrawals_amount_positive',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`,
    ),
  ],
);
