import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { AppPool, type DbOrTx } from './client.ts';

/**
 * Runs a raw statement and returns its rows. node-postgres and PGlite both answer `{ rows }`, but
 * Drizzle's shared type leaves the row shape unknown; the caller names it.
 */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** A `like` pattern matching `keyword` anywhere, with its wildcards taken literally. */
export function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A validated list of integer ids as one `int[]` parameter (one bind, however many ids). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * A timestamptz as the API's ISO text (`2026-11-23T13:45:00.123Z`, milliseconds truncated), written by
 * the database: what `isoTimestamp` makes of the same value, for rows built as JSON in SQL.
 */
export function isoTimestampSql(value: SQL): SQL {
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Which page of a list, counted from 1. */
export type Paging = { page: number; pageSize: number };

/**
 * One page of a list and how many rows it has in all: `select` is the ordered query without its
 * limit, `from` the rows it counts (`points_withdrawals w where …`), the same filter as the select's.
 */
export async function pageOfRows<T>(
  db: DbOrTx,
  query: { select: SQL; from: SQL },
  { page, pageSize }: Paging,
): Promise<{ rows: T[]; total: number }> {
  const [list, count] = await Promise.all([
    rows<T>(db, sql`${query.select} limit ${pageSize} offset ${(page - 1) * pageSize}`),
    firstRow<{ n: number }>(db, sql`select count(*)::int as n from ${query.from}`),
  ]);
  return { rows: list, total: count?.n ?? 0 };
}

const dialect = new PgDialect();
/** Types node-postgres would turn into Date objects: kept as the text PostgreSQL sent, as Drizzle does. */
const TEXT_TYPES = new Set([1082, 1083, 1114, 1184, 1186, 1266]);
const keepText = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/**
 * `rows`, as a prepared statement of the connection on PostgreSQL: parsed and planned once per
 * connection and text, then only executed (a hot read's planning costs PostgreSQL as much as running
 * it; issue 17 §1). Each distinct text is its own statement. PGlite, a transaction, and a pool behind
 * PgBouncer in transaction mode (1.18 keeps no named statement from one transaction to the next;
 * decision 0036) run it as `rows` does.
 */
export async function preparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) || (client instanceof AppPool && !client.namedStatements))
    return rows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `nb_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params, types: keepText });
  return result.rows;
}

/**
 * A work queue as the metrics show it (issue 47): how many rows wait for someone, and how long the
 * oldest has waited, in seconds (0 when none waits).
 */
export type QueueDepth = { waiting: number; oldestSeconds: number };

/**
 * Reads a QueueDepth: `from` names the queue's rows (`withdrawals where state = 'pending'`), `since`
 * the column its wait started at. Each queue has an index on its state, so this is an index read.
 */
export async function queueDepth(db: DbOrTx, from: SQL, since: SQL): Promise<QueueDepth> {
  const row = await firstRow<{ waiting: number; oldest_seconds: number | null }>(
    db,
    sql`select count(*)::int as waiting,
               extract(epoch from now() - min(${since}))::float8 as oldest_seconds
          from ${from}`,
  );
  return { waiting: row?.waiting ?? 0, oldestSeconds: Math.max(0, row?.oldest_seconds ?? 0) };
}
