import type { DbOrTx } from '../../db/client.ts';
import * as repo from './throttle.repo.ts';

export type { WindowCount } from './throttle.repo.ts';

/**
 * The attempts counted under one key in fixed windows of `windowSeconds` (failed logins, failed binds,
 * requests per client): the one counter every limit of the console uses, kept in PostgreSQL so that
 * replicas share it.
 */
export function attemptCounter(db: DbOrTx, key: string, windowSeconds: number) {
  return {
    /** Whether the current window already holds `max` attempts (without counting one). */
    reached: async (max: number) => (await repo.peek(db, key, windowSeconds)) >= max,
    /** Counts one attempt; returns the window's count and when it resets. */
    count: () => repo.hit(db, key, windowSeconds),
    /** Forgets the key's attempts (a login that succeeded). */
    clear: () => repo.clear(db, key),
  };
}

/** Drops windows older than a day; run by the housekeeping job. */
export const pruneOldWindows = (db: DbOrTx) => repo.pruneOld(db);
