import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow } from '../../db/sql.ts';

/**
 * Serialises refreshing the credentials of one WeChat app across connections and replicas, so a
 * burst of requests on an empty cache makes one fetch and the others read its row. Held until the
 * transaction ends.
 */
export async function lockCredentialRefresh(tx: DbOrTx, appId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat-credentials:${appId}`}))`);
}

/**
 * The cached value of `name` while it is still good. The database's clock decides, so replicas
 * whose clocks drift apart still agree on when a credential runs out.
 */
export async function findFreshCredential(db: DbOrTx, name: string): Promise<string | undefined> {
  const row = await firstRow<{ value: string }>(
    db,
    sql`select value from wechat_credentials where name = ${name} and expires_at > now()`,
  );
  return row?.value;
}

export async function saveCredential(
  db: DbOrTx,
  name: string,
  value: string,
  lifetimeSeconds: number,
): Promise<void> {
  await db.execute(sql`
    insert into wechat_credentials (name, value, expires_at)
    values (${name}, ${value}, now() + make_interval(secs => ${lifetimeSeconds}))
    on conflict (name) do update set value = excluded.value, expires_at = excluded.expires_at`);
}

export async function deleteCredential(db: DbOrTx, name: string): Promise<void> {
  await db.execute(sql`delete from wechat_credentials where name = ${name}`);
}
