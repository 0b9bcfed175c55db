import type { PGlite } from '@electric-sql/pglite';
// The server's route schemas use @fastify/swagger's `hide`, a type the package adds to Fastify's once
// it is imported; the bench reaches those files through the server's types without it.
import type {} from '@fastify/swagger';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../../../apps/server/src/db/client.ts';

/** One statement as the server sends it: text with $n placeholders, and its parameters. */
export type Statement = { text: string; params: unknown[] };

/** Anything that sends one statement: a pool, a client, PGlite. */
export type Queryable = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The driver under the server's database handle (a pg Pool or a PGlite instance), to send captured
 * statements with no ORM in between. `session` gives one connection, for BEGIN … COMMIT.
 */
export type RawDb = Queryable & { session<T>(run: (c: Queryable) => Promise<T>): Promise<T> };

export function rawOf(database: Database): RawDb {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return { query: (text, params) => lite.query(text, params), session: (run) => run(lite) };
  }
  const pool = client as pg.Pool;
  return {
    query: (text, params) => pool.query(text, params),
    async session(run) {
      const c = await pool.connect();
      try {
        return await run(c);
      } finally {
        c.release();
      }
    },
  };
}

/**
 * Runs server code (a repo or service function) on a database handle that records every statement
 * it sends, so the bench can time exactly the SQL the API issues, without the API.
 */
export async function captureStatements(
  database: Database,
  run: (db: Db, captured: readonly Statement[]) => Promise<unknown>,
): Promise<Statement[]> {
  const captured: Statement[] = [];
  const logger: Logger = { logQuery: (text, params) => captured.push({ text, params }) };
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  // Not the pool itself: a statement the server prepares (preparedRows) goes through Drizzle here, so
  // the logger sees it; listRaw replays it prepared, as the server sends it.
  const pool = client as pg.Pool;
  const db = (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, logger })
    : drizzlePg({
        client: { query: pool.query.bind(pool), connect: pool.connect.bind(pool) } as unknown as pg.Pool,
        logger,
      })) as unknown as Db;
  await run(db, captured);
  return captured;
}

/** A PostgreSQL URL with another database name (and optional `-c` settings for its sessions). */
export function withDatabase(url: string, name: string, options?: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  if (options) u.searchParams.set('options', options);
  return u.toString();
}

/** Drops and creates `name` (no connection may be open to it). */
export async function recreatePgDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The bench's own sessions carry this application_name, so they can be told from the server's. */
export const BENCH_APPLICATION = 'nodebao-bench';

/** The pids of the server's PostgreSQL backends on `name`, to read their CPU time. */
export async function serverBackendPids(raw: RawDb, name: string): Promise<number[]> {
  const { rows } = await raw.query(
    'select pid from pg_stat_activity where datname = $1 and application_name <> $2',
    [name, BENCH_APPLICATION],
  );
  return (rows as { pid: number }[]).map((r) => r.pid);
}
