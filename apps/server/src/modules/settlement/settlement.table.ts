import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  real,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from '../../db/columns.ts';

/**
 * A member's part of a device's settled day (DESIGN §7, decision 0021): the figures the day's income
 * was computed from, kept for display, and the daily rollup every chart reads. One row per device,
 * day and member who held the box that day; `income_fen` is this member's part of the whole day's
 * income (`day_income_fen`), split by the share of the day's reported upload that arrived while each
 * held the box; the part of the time nobody held it (`unheld_fen`) is paid to no one. The parts of a
 * device-day are inserted together and credited in the same transaction, so each is credited once.
 * Room, tag and place are copied as they were at settlement, for the part of the member who held the
 * box then; an earlier holder's part keeps none of the new holder's.
 */
export const deviceSettlements = pgTable(
  'device_settlements',
  {
    deviceId: integer('device_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    // No foreign keys on member and credit (decision 0026): a day's rows are written in one
    // statement with the credits just made in the same transaction, and a key check per row doubled
    // the settlement's longest write; `reconcile` checks both instead.
    memberId: integer('member_id').notNull(),
    /** The credit that paid this day's income; null when the income was 0 (nothing to credit). */
    transferId: bigint('transfer_id', { mode: 'number' }),
    value95Kbps: integer('value95_kbps').notNull(),
    peakKbps: integer('peak_kbps').notNull(),
    /** Buckets with a sample, of 288; the online minutes are samples × 5. */
    samples: smallint('samples').notNull(),
    /** Buckets of the evening peak window (19:00–23:00, 48 buckets) with a sample. */
    peakSamples: smallint('peak_samples').notNull(),
    /** 10000 = 100 %: full when reported 20 of 24 hours, else the reported share. */
    availabilityBp: integer('availability_bp').notNull(),
    isp: varchar('isp', { length: 16 }),
    unitPriceFen: integer('unit_price_fen').notNull(),
    incomeFen: bigint('income_fen', { mode: 'number' }).notNull(),
    /** The whole device-day's income, the same on every part of the day. */
    dayIncomeFen: bigint('day_income_fen', { mode: 'number' }).notNull().default(0),
    /** The device-day's part of the time nobody held the box, paid to no one. */
    unheldFen: bigint('unheld_fen', { mode: 'number' }).notNull().default(0),
    /** The activity points this part earned (DESIGN §8); 0 outside the activity's days. */
    points: integer('points').notNull().default(0),
    bytesUp: bigint('bytes_up', { mode: 'number' }).notNull(),
    bytesDown: bigint('bytes_down', { mode: 'number' }).notNull(),
    roomId: integer('room_id'),
    tagId: integer('tag_id'),
    provinceCode: varchar('province_code', { length: 6 }),
    cityCode: varchar('city_code', { length: 6 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.day, t.memberId] }),
    index('device_settlements_member_day_idx').on(t.memberId, t.day),
    // A day's parts in income order, with the holder (migration 0028): the income-by-device view walks
    // it to find a big scope's page without sorting the day (decision 0035). It also serves every
    // other read of a whole day.
    index('device_settlements_day_income_idx').on(
      t.day,
      t.incomeFen.desc().nullsFirst(),
      t.deviceId,
      t.memberId,
    ),
    // No index on transfer_id (dropped in migration 0028): only reconcile reads parts by their credit,
    // over the whole table, where a hash join is the plan anyway; one index fewer per part settled pays
    // for the income-order index (settlement measured not slower; decision 0035).
  ],
);

/**
 * Each holder's settled day in sum (migration 0026): the income-by-device view's total for an operator
 * or staff without adding up its thousands of parts on every page (issue 17 §1). Kept by a statement
 * trigger on `device_settlements` (one aggregated delta per statement), checked by `reconcile`.
 */
export const settlementDayTotals = pgTable(
  'settlement_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    devices: integer('devices').notNull(),
    incomeFen: bigint('income_fen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.memberId] })],
);

/** One row per settled day: when it ran and what it credited (the job's own record). */
export const settlementRuns = pgTable('settlement_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  devices: integer('devices').notNull().default(0),
  incomeFen: bigint('income_fen', { mode: 'number' }).notNull().default(0),
  referralFen: bigint('referral_fen', { mode: 'number' }).notNull().default(0),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  finishedAt: timestamptz('finished_at'),
});

/**
 * Each reconciliation the daily job or `npm run reconcile` ran (issue 47, decision 0037): what it
 * found, so every replica reports the last result to Prometheus, and a restart forgets nothing.
 */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: identityId(),
  finishedAt: timestamptz('finished_at').notNull().defaultNow(),
  seconds: real('seconds').notNull(),
  /** How many problems it found: 0 when the books balance. */
  problems: integer('problems').notNull(),
  /** The first few problems, as `reconcile` reports them. */
  firstProblems: jsonb('first_problems').$type<unknown[]>().notNull(),
  deviceDays: bigint('device_days', { mode: 'number' }).notNull(),
});
