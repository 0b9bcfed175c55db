import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase, type Database } from '../../../apps/server/src/db/client.ts';
import { rows } from '../../../apps/server/src/db/sql.ts';
import { hashPassword } from '../../../apps/server/src/modules/accounts/passwords.ts';
import { recreatePgDatabase, withDatabase } from './db.ts';
import { percentile } from './stats.ts';

/**
 * What the one-off benches (bench-money, bench-ranks, bench-lottery) share: they run the server's
 * code in this process on a database of their own, and time calls through `app.inject`.
 */

export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, migrated PostgreSQL database `name` (dropped first if there), and the server's version. */
export async function freshPostgres(name: string): Promise<{ database: Database; version: string }> {
  await recreatePgDatabase(PG_ADMIN, name);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(PG_ADMIN, name), poolSize: 10 });
  await database.migrate();
  const [row] = await rows<{ server_version: string }>(database.db, sql`show server_version`);
  return { database, version: row!.server_version };
}

/** How long `run` took (ms), and what it returned. */
export async function time<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** Seeds the bench's database, saying what and how long it took. */
export async function timedSeed(label: string, what: string, seed: () => Promise<void>): Promise<void> {
  process.stdout.write(`[${label}] seeding ${what} … `);
  const seeded = await time(seed);
  console.log(`${(seeded.ms / 1000).toFixed(1)} s`);
}

const MEMBER_PASSWORD = 'bench-password-2026';

/** The bench's member `n` (of `seedMembers`), to sign in as. */
export const benchMember = (n: number) => ({
  mobile: `139${String(n).padStart(8, '0')}`,
  password: MEMBER_PASSWORD,
});

/**
 * `count` members, 13900000001 up (`benchMember`), with invite codes `code` + n and nicknames 会员n;
 * `inviter`, SQL of the member's number g, names each one's inviter.
 */
export async function seedMembers(database: Database, count: number, code: string, inviter: SQL = sql`null`) {
  const hash = await hashPassword(MEMBER_PASSWORD);
  await database.db.execute(sql`
    insert into members (mobile, password_hash, invite_code, nickname, inviter_id)
    select '139' || lpad(g::text, 8, '0'), ${hash}, ${code}::text || g, '会员' || g, ${inviter}
      from generate_series(1, ${count}) g`);
}

/**
 * The p50 and p99 of 300 GETs of `url` by a signed-in member through `app.inject`, after 30 untimed
 * ones to warm the caches and the JIT.
 */
export async function injectedLatency(
  app: FastifyInstance,
  member: { mobile: string; password: string },
  url: string,
): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/default/login', payload: member });
  const token = (login.json() as { data: { auth_key: string } }).data.auth_key;
  const timings: number[] = [];
  for (let i = 0; i < 330; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    if (i >= 30) timings.push(performance.now() - started);
  }
  return `p50 ${percentile(timings, 0.5).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms`;
}

/** The whole server on `database`, quiet, with the SMS simulator: what `app.inject` calls. */
export function benchApp(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    SMS_PROVIDER: 'simulator',
  });
  return buildApp({ config, database });
}

/** A bench's figures on one database: what was measured, and how it did. */
export type Figures = Record<string, string>;

/**
 * `measure` on a fresh PostgreSQL database `name`, then on PGlite in memory unless `pglite` is false;
 * the figures by database.
 */
export async function onEachDatabase(
  name: string,
  pglite: boolean,
  measure: (database: Database, label: string) => Promise<Figures>,
): Promise<Record<string, Figures>> {
  const results: Record<string, Figures> = {};
  const { database, version } = await freshPostgres(name);
  results[`PostgreSQL ${version}`] = await measure(database, 'postgres');
  if (pglite) {
    const lite = await openDatabase({ kind: 'pglite' });
    await lite.migrate();
    results['PGlite (in memory)'] = await measure(lite, 'pglite');
  }
  return results;
}

/** The figures under a title naming the bench and this machine. */
export function printFigures(title: string, results: Record<string, Figures>): void {
  console.log(`\n${title}, ${os.cpus().length} cores, Node ${process.version}`);
  for (const [db, figures] of Object.entries(results)) {
    console.log(`\n${db}`);
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
  }
}
