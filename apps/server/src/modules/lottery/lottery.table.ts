import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.table.ts';
import { ledgerTransfers } from '../ledger/ledger.table.ts';

export type PrizeTierRow = { name: string; count: number; amount_fen: number };

/**
 * One week of the lottery (DESIGN §8). The id is the period number: period 1 opens on the lottery's
 * first Monday and each later one a week after, so two replicas that open the same week insert the
 * same row. The parameters are copied in at open (a change by staff applies from the next period) and
 * the seed is made then; only its hash leaves the server until the draw.
 */
export const lotteryPeriods = pgTable(
  'lottery_periods',
  {
    id: integer('id').primaryKey(),
    opensAt: timestamptz('opens_at').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    /** The Monday the period opens (Asia/Shanghai); its coupons come from this day and the six after. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 8, enum: ['open', 'closed', 'drawn'] })
      .notNull()
      .default('open'),
    algorithm: varchar('algorithm', { length: 32 }).notNull(),
    /** 32 random bytes, hex; secret until the draw. */
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    /** Keys the opaque owner ids of the ticket list; never published (member ids are guessable). */
    ownerSalt: varchar('owner_salt', { length: 64 }).notNull(),
    couponGb: integer('coupon_gb').notNull(),
    weekCap: integer('week_cap').notNull(),
    onePrizePerMember: boolean('one_prize_per_member').notNull(),
    prizes: jsonb('prizes').$type<PrizeTierRow[]>().notNull(),
    /** Tickets taken; the next ticket's number is this plus one (kept under the period's row lock). */
    ticketCount: integer('ticket_count').notNull().default(0),
    closedAt: timestamptz('closed_at'),
    ticketListHash: varchar('ticket_list_hash', { length: 64 }),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconRandomness: varchar('beacon_randomness', { length: 128 }),
    final: varchar('final', { length: 64 }),
    drawnAt: timestamptz('drawn_at'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    check('lottery_periods_closed_has_hash', sql`${t.state} = 'open' or ${t.ticketListHash} is not null`),
  ],
);

/** A ticket number, held by the member who took it; never changed. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => lotteryPeriods.id),
    number: integer('number').notNull(),
    memberId: memberRef(),
    /** The owner id of the published list: HMAC(owner_salt, member id), 16 hex digits. */
    owner: varchar('owner', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.number] }),
    index('lottery_tickets_member_idx').on(t.memberId, t.periodId, t.number),
  ],
);

/** One create-num that gave tickets: a retry with the same request id gets the same numbers. */
export const lotteryTicketRequests = pgTable(
  'lottery_ticket_requests',
  {
    memberId: memberRef(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    periodId: integer('period_id')
      .notNull()
      .references(() => lotteryPeriods.id),
    firstNumber: integer('first_number').notNull(),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.requestId] })],
);

/** The winners of a drawn period, in draw order; written once, with the draw, never changed. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => lotteryPeriods.id),
    /** 1-based position in the draw order. */
    place: smallint('place').notNull(),
    tier: smallint('tier').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    memberId: memberRef(),
    owner: varchar('owner', { length: 16 }).notNull(),
    /** The credit that paid the prize (one per member and period). */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    drawnAt: timestamptz('drawn_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.place] }),
    uniqueIndex('lottery_winners_ticket_uq').on(t.periodId, t.number),
    index('lottery_winners_member_idx').on(t.memberId, t.periodId),
  ],
);
