import { sql, type SQL, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { AUDIT_SETTING, auditSetting } from './audit-context.ts';
import { isDatabaseUnavailable } from './faults.ts';

/** What the replacement reads of drizzle's session: fields that its types keep private. */
type SessionInternals = {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};
type AnyTransaction = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;
type Work = (tx: AnyTransaction) => Promise<unknown>;
/** PgTransaction's own rendering of `config` (protected in its types). */
type WithConfigSql = { getTransactionConfigSQL(config: PgTransactionConfig): SQL };

/**
 * drizzle-orm 0.45's node-postgres `transaction` (node-postgres/session.js) sends BEGIN before its
 * try/finally: a BEGIN that fails (the connection cut; PgBouncer's "server conn crashed?") never gives
 * its pooled connection back. Each such fault loses one slot of the pool for good, and on SIGTERM
 * `pool.end()` waits for it forever (the drill saw both, issue 46). Its ROLLBACK after a failure can
 * also fail on the dead connection and replace the error that said why. Reported upstream (drizzle-orm
 * issues 6023 and 6241, fixes not released); until a release has it, the session's `transaction` is
 * this one, the same flow with BEGIN inside and the connection given back — dropped when the
 * database was the reason — whatever happens.
 */
async function transaction(
  this: SessionInternals,
  work: Work,
  config?: PgTransactionConfig,
): Promise<unknown> {
  const pooled = this.client instanceof pg.Pool;
  const client = pooled ? await (this.client as pg.Pool).connect() : this.client;
  const session = pooled ? new NodePgSession(client, this.dialect, this.schema, this.options) : this;
  const tx = new NodePgTransaction(
    this.dialect,
    session as NodePgSession<Record<string, unknown>, never>,
    this.schema,
  );
  let failure: unknown = undefined;
  try {
    await tx.execute(
      sql`begin${config ? sql` ${(tx as unknown as WithConfigSql).getTransactionConfigSQL(config)}` : undefined}`,
    );
    // A person's call says who it is for the audit trigger, in this transaction only (decision 0043).
    const said = auditSetting();
    if (said) await tx.execute(sql`select set_config(${AUDIT_SETTING}, ${said}, true)`);
    const result = await work(tx);
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    failure = error;
    // Nothing to roll back on a connection that is gone; the error that matters is the first.
    if (!isDatabaseUnavailable(error)) await tx.execute(sql`rollback`).catch(() => undefined);
    throw error;
  } finally {
    // A connection the database failed under is dropped, not handed to the next request.
    if (pooled)
      (client as pg.PoolClient).release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
  }
}

NodePgSession.prototype.transaction = transaction as unknown as NodePgSession<
  Record<string, unknown>,
  never
>['transaction'];
