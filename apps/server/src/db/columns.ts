import { bigint, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every domain's tables are made of, written once so a table lists only what is its own.
 * The SQL they make is what the migrations already hold: changing one changes every table at once.
 */

/** The key of a table other rows refer to by a plain integer. */
export const serialId = () => serial('id').primaryKey();

/** The key of a table that only grows (logs, records): a bigint the database numbers. */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A moment, always kept with its time zone. */
export const timestamptz = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });

/** When the row was made, by the database's clock. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When a row that changes was made and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
