import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/paths.ts';
import { AUDIT_SETTING, auditSetting } from './audit-context.ts';
import { isDatabaseUnavailable, PoolSaturatedError } from './faults.ts';
import { mayReadStandby, StandbyReads, type ReadStats } from './standby.ts';
// drizzle's node-postgres transactions, fixed to give their connection back when BEGIN fails.
import './transaction.ts';
import * as schema from './schema.ts';

/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of apps/server/drizzle. */
  migrate(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` on each notification, `onLive(true)` once listening and
   * `onLive(false)` whenever notifications may be missed (the connection lost; it is opened again).
   * Resolves to a stop function, to call before `close`.
   */
  listen(
    channel: string,
    onNotify: () => void,
    onLive: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Cheap liveness query for /readyz. */
  ping(): Promise<void>;
  /** PostgreSQL only: the connection pool as it is now, for the metrics (issue 47). */
  poolStats?: () => PoolStats;
  /**
   * PostgreSQL with DATABASE_READ_URL only: what the hot standby answered and whether it may be read
   * now (decision 0040). Which requests read it is said once, in plugins/standby-reads.ts.
   */
  readStats?: () => ReadStats;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated database in tests. */
  dumpDataDir?: () => Promise<Blob>;
};

export type PoolStats = {
  /** Connections open, busy or idle, and the most the pool opens. */
  total: number;
  idle: number;
  max: number;
  /** Callers waiting for a connection now. */
  waiting: number;
  /** Callers refused at once since the start because the wait queue was full (answered 503). */
  refused: number;
};

/**
 * How long the server's connections may wait (decision 0036). Left out, nothing is bounded: the
 * tools and tests that seed and measure open the database without them.
 */
export type DatabaseLimits = {
  /** Opening a connection, or waiting in the pool's queue for one. */
  connectTimeoutMs: number;
  /** One statement (PostgreSQL cancels it: 57014). */
  statementTimeoutMs: number;
  /** Waiting for one lock (55P03). */
  lockTimeoutMs: number;
  /** A session left idle inside an open transaction is ended by PostgreSQL (25P03). */
  idleInTransactionTimeoutMs: number;
  /** Callers waiting for a connection at most; one more is refused at once. */
  maxQueue: number;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /**
       * A connection straight to PostgreSQL, when `url` goes through PgBouncer in transaction mode:
       * LISTEN and the migrations need a session of their own, and the session settings of `limits`
       * cannot be sent through the pooler (README, "Behind PgBouncer").
       */
      directUrl?: string;
      /**
       * A hot standby of `url`'s database (streaming replication), for the heavy read-only pages
       * (decision 0040). Its pool has the same size and limits as the primary's.
       */
      readUrl?: string;
      /** Told each time the standby could not answer and was left alone for a few seconds. */
      onStandbyDown?: (err: unknown) => void;
      poolSize?: number;
      limits?: DatabaseLimits;
      /** Where the driver's errors on idle and checked-out connections are reported. */
      onConnectionError?: (err: Error, where: 'idle' | 'checked out') => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// bigint (int8) and numeric come back as strings by default; counts and sums of fen fit in a JS number
// far beyond any balance this product holds, so parse int8 as number once here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function migrationsFolder(): string {
  return path.join(serverRoot(), 'drizzle');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options);

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { 20: (v: string) => Number(v) },
  });
  await client.waitReady;
  tellAuditTrigger(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() }),
    listen: async (channel, onNotify, onLive) => {
      // One process holds the embedded database: every change is made here and reported at once.
      const unlisten = await client.listen(channel, () => onNotify());
      onLive(true);
      return async () => {
        onLive(false);
        await unlisten();
      };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * PGlite's side of the audit source (decision 0043), as AppPool and transaction.ts do for
 * PostgreSQL: each transaction of a person's call first sets `nodebao.audit`, and a plain statement
 * runs in a transaction of its own that does. (PGlite's `transaction` does not call `query`.)
 */
function tellAuditTrigger(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const setSource = `select set_config('${AUDIT_SETTING}', $1, true)`;
  client.transaction = (work) =>
    transaction(async (tx) => {
      const said = auditSetting();
      if (said) await tx.query(setSource, [said]);
      return work(tx);
    });
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const said = auditSetting();
    if (!said) return query(...args);
    return transaction(async (tx) => {
      await tx.query(setSource, [said]);
      return tx.query(...args);
    });
  }) as PGlite['query'];
}

type PostgresOptions = Extract<DatabaseOptions, { kind: 'postgres' }>;

/**
 * The session settings of `limits`, as PostgreSQL's own parameters: sent at connect on a direct
 * connection, or kept as the role's defaults in this database when a pooler stands in between.
 */
function sessionSettings(limits: DatabaseLimits) {
  return {
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}

/**
 * The server's pool. Its wait queue is bounded: past `maxQueue` callers waiting for a connection, the
 * next one is refused at once (answered 503) instead of joining a queue that only grows while the
 * database is slow. pg-pool has no such limit of its own; both ways in (`connect()`, and `query()`,
 * which calls `connect` with a callback) pass here. `namedStatements` is false behind a transaction
 * pooler, where a statement prepared on one server connection is unknown on the next (`preparedRows`).
 */
export class AppPool extends pg.Pool {
  refused = 0;
  /**
   * The standby, when there is one: a plain query (drizzle's, `rows`, `preparedRows`) made while the
   * request may read it (`mayReadStandby`) goes there, and back here when it cannot answer.
   * Transactions take a connection with `connect()` and so always stay on this pool.
   */
  standby: StandbyReads | null = null;

  constructor(
    config: pg.PoolConfig,
    private readonly maxQueue: number,
    readonly namedStatements: boolean,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    if (this.waitingCount >= this.maxQueue) {
      this.refused += 1;
      const refused = new PoolSaturatedError(this.waitingCount);
      if (!callback) return Promise.reject(refused);
      process.nextTick(() => callback(refused, undefined, () => undefined));
      return;
    }
    return callback ? super.connect(callback) : super.connect();
  }

  // pg.Pool's overloads, all of them: a query with a callback stays here (nothing of ours sends one).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const said = auditSetting();
    if (said && typeof args.at(-1) !== 'function') return this.auditedQuery(said, args);
    const standby = this.standby;
    const here = () => (super.query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    if (!standby || typeof args.at(-1) === 'function' || !mayReadStandby() || !standby.up()) return here();
    return standby.query(args, here);
  }

  /**
   * A plain statement of a person's call, in a transaction of its own that first tells the audit
   * trigger who is writing (decision 0043): a service that writes without `db.transaction` is audited
   * all the same. Two more round trips, only for signed-in calls that may write (never a GET).
   */
  private async auditedQuery(said: string, args: unknown[]): Promise<unknown> {
    const client = await this.connect();
    let failure: unknown = undefined;
    try {
      await client.query(`begin; select set_config('${AUDIT_SETTING}', ${pg.escapeLiteral(said)}, true)`);
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>).apply(client, args);
      await client.query('commit');
      return result;
    } catch (error) {
      failure = error;
      if (!isDatabaseUnavailable(error)) await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      // As the transactions do (transaction.ts): a connection the database failed under is dropped.
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  }
}

/**
 * A pool with the server's limits and every error listener of the driver (decision 0036): the
 * primary's, and the standby's the same way.
 */
function serverPool(url: string, options: PostgresOptions, behindPooler: boolean): AppPool {
  const { limits } = options;
  const reportError = options.onConnectionError ?? (() => undefined);
  const config: pg.PoolConfig = {
    connectionString: url,
    max: options.poolSize ?? 10,
    // Probes on idle connections, so a database gone silent is noticed by the kernel, not by a request.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(limits
      ? {
          connectionTimeoutMillis: limits.connectTimeoutMs,
          // Through PgBouncer only a few startup parameters pass; there the role's defaults hold them
          // (kept in the catalog, so a standby of the database has them too).
          ...(behindPooler ? {} : sessionSettings(limits)),
        }
      : {}),
  };
  const pool = new AppPool(config, limits?.maxQueue ?? Infinity, !behindPooler);
  // Every error source of the driver has its listener, or an `error` event ends the process (issue 46):
  // - the pool re-emits the error of an idle connection (restart, pg_terminate_backend, idle cut);
  pool.on('error', (err) => reportError(err, 'idle'));
  // - a connection checked out (inside a transaction, between two statements) emits on itself; the
  //   statement in flight, if any, fails with the same error, and the pool drops the connection;
  pool.on('connect', (client) => client.on('error', (err) => reportError(err, 'checked out')));
  // - the LISTEN connection has its own, in listenPg.
  return pool;
}

async function openPostgres(options: PostgresOptions): Promise<Database> {
  const { limits } = options;
  const behindPooler = Boolean(options.directUrl && options.directUrl !== options.url);
  const directUrl = options.directUrl ?? options.url;
  const pool = serverPool(options.url, options, behindPooler);
  if (options.readUrl)
    pool.standby = new StandbyReads(
      serverPool(options.readUrl, options, behindPooler),
      options.onStandbyDown,
    );
  if (limits && behindPooler) await keepSettingsForRole(directUrl, limits);

  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // On a session of its own, straight to PostgreSQL and without the request timeouts: a migration
    // may take longer than any request should.
    migrate: () =>
      withDirectClient(directUrl, (client) =>
        migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() }),
      ),
    listen: (channel, onNotify, onLive) => listenPg(directUrl, channel, onNotify, onLive),
    // Bounded like a request's wait for a connection: through PgBouncer the connection is there at
    // once, and the query is what waits for a PostgreSQL that is away.
    ping: async () => {
      // (node-postgres reads `query_timeout` per query too; its types know it only per client.)
      const ping = { text: 'select 1', query_timeout: limits?.connectTimeoutMs ?? 5_000 };
      await pool.query(ping as pg.QueryConfig);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      max: pool.options.max,
      waiting: pool.waitingCount,
      refused: pool.refused,
    }),
    ...(pool.standby ? { readStats: pool.standby.readStats.bind(pool.standby) } : {}),
    close: async () => {
      await Promise.all([pool.end(), pool.standby?.pool.end()]);
    },
  };
}

/**
 * One client of its own for a step (the migrations, a check), ended afterwards; a fault of the
 * database while it works fails `work` (and so the start or the check), never the process.
 */
export async function withOwnClient<T>(
  config: pg.ClientConfig,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(config);
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDirectClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withOwnClient({ connectionString: url, statement_timeout: 0, lock_timeout: 0 }, work);
}

/**
 * Behind a transaction pooler a SET lasts one transaction, and PgBouncer refuses the timeouts as
 * startup parameters, so the limits become the role's defaults in this database (a role may set its
 * own): every new server connection PgBouncer opens starts with them.
 */
async function keepSettingsForRole(directUrl: string, limits: DatabaseLimits): Promise<void> {
  await withDirectClient(directUrl, async (client) => {
    const { rows } = await client.query<{ db: string }>('select current_database() as db');
    const database = pg.escapeIdentifier(rows[0]!.db);
    for (const [name, value] of Object.entries(sessionSettings(limits))) {
      try {
        await client.query(`alter role current_user in database ${database} set ${name} = ${Number(value)}`);
      } catch (err) {
        // A managed database may forbid even this (42501): then they are the operator's to set on
        // the role (README, "Behind PgBouncer"); the server runs on without them rather than not at all.
        if ((err as { code?: string }).code !== '42501') throw err;
        console.warn(
          `cannot set ${name} for this role (${(err as Error).message}): set it on the role by hand`,
        );
      }
    }
  });
}

/**
 * LISTEN on its own connection (a pooled one would be handed to queries). When the connection is
 * lost, notifications sent meanwhile are lost with it: the listener says so (`onLive(false)`) and
 * connects again every second until it listens again or is stopped.
 */
async function listenPg(
  url: string,
  channel: string,
  onNotify: () => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    // Keepalive probes, so that a database gone silent (no reset ever arrives) counts as lost within
    // a minute instead of leaving this replica keeping accounts it hears nothing about.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onLive(false);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
    };
    next.on('notification', (n) => {
      if (n.channel === channel) onNotify();
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    onLive(true);
  };
  await connect().catch(() => undefined);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    onLive(false);
    await current?.end();
  };
}
