import { sql } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { pruneUsedSigns } from '../modules/partner/partner.service.ts';
import { pruneOldWindows } from '../modules/throttle/throttle.service.ts';

/**
 * Runs `work` on one replica at a time: the others skip this round (DESIGN §9). The work gets the
 * lock's transaction (PGlite has one connection, so it must not open another), begun with `config`
 * when given (the reconciliation reads one snapshot).
 */
export async function withJobLock(
  deps: Pick<Deps, 'db'>,
  name: string,
  work: (db: DbOrTx) => Promise<void>,
  config?: PgTransactionConfig,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await work(tx);
    return true;
  }, config);
}

/** Hourly: drop expired rate-limit windows and partner signs past their window. */
export async function housekeeping(deps: Deps): Promise<void> {
  await withJobLock(deps, 'housekeeping', async (db) => {
    await pruneOldWindows(db);
    await pruneUsedSigns(db);
  });
}
