import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { params } from './params.table.ts';

/** Every parameter staff have stored (a key holds one JSON value). */
export function listStoredParams(db: DbOrTx) {
  return db.select().from(params);
}

export async function storeParam(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(params)
    .values({ key, value })
    .onConflictDoUpdate({ target: params.key, set: { value, updatedAt: sql`now()` } });
}
