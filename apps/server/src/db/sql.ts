import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

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
