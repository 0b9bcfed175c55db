import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** Records a sign as used; false when it was used before (the unique key decides, also under races). */
export async function claimSign(
  tx: DbOrTx,
  used: { sign: string; source: string; mobile: string },
): Promise<boolean> {
  const claimed = await rows<{ sign: string }>(
    tx,
    sql`insert into partner_login_signs (sign, source, mobile)
        values (${used.sign.toLowerCase()}, ${used.source}, ${used.mobile})
        on conflict (sign) do nothing
        returning sign`,
  );
  return claimed.length === 1;
}

/** Forgets signs used more than an hour ago: their time is long outside the 300 s window. */
export async function pruneUsedSigns(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from partner_login_signs where used_at < now() - interval '1 hour'`);
}
