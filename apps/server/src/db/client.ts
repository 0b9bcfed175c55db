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
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated database in tests. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// bigint (int8) and numeric come back as strings by default; counts and sums of fen fit in a JS number
// far beyond any balance this product holds, so parse int8 as number once here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function migrationsFolder(): string {
  return path.join(serverRoot(), 'drizzle');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: migrationsFolder() }),
      listen: (channel, onNotify, onLive) => listenPg(options.url, channel, onNotify, onLive),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { 20: (v: string) => Number(v) },
  });
  await client.waitReady;
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
