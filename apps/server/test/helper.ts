import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, expect, inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rows } from '../src/db/sql.ts';
import { randomCode } from '../src/lib/crypto.ts';
import { insertMember, type MemberRow } from '../src/modules/accounts/accounts.repo.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import { withDatabase } from './global-setup.ts';

/** An isolated database for one test file: a copy of the migrated template. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `nodebao_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 5 });
    const close = database.close;
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    };
    return database;
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: dump });
}

/**
 * The whole app on its own database, listening on a random loopback port so the SMS client reaches
 * the simulator over HTTP exactly as in the demo. Close it in afterAll.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<App> {
  return appOn(await createTestDatabase(), env);
}

/**
 * A second replica of `app`: another server process's view of the same PostgreSQL database (its own
 * pool, caches and listener). PostgreSQL only; close it before `app`, whose close drops the database.
 */
export async function createReplica(app: App, env: Record<string, string> = {}): Promise<App> {
  const url = process.env.DATABASE_URL;
  if (!url || app.deps.database.kind !== 'postgres') throw new Error('replicas need PostgreSQL');
  const [found] = await rows<{ name: string }>(app.deps.db, sql`select current_database() as name`);
  if (!found) throw new Error('no current database');
  return appOn(
    await openDatabase({ kind: 'postgres', url: withDatabase(url, found.name), poolSize: 5 }),
    env,
  );
}

/** A quiet test server's configuration, with its files in `dataDir` and the SMS simulator. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'simulator',
    ...env,
  });
}

async function appOn(database: Database, env: Record<string, string>): Promise<App> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-app-'));
  const config = testConfig(dataDir, {
    // Tests change rows behind the API's back and read them at once: no cached lists unless asked for.
    DEVICE_LIST_CACHE_MS: '0',
    // The same for what is kept of accounts: a test that changes an account in SQL on PostgreSQL
    // would otherwise race the notification that clears it (decision 0031's own tests turn it on).
    ACCOUNT_CACHE_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits only bite in the tests about them. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type Reply = {
  status: number;
  body: { errorCode: number; msg: string; data: unknown } & Record<string, unknown>;
};

export async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; ip?: string; query?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await app.inject({
    method,
    url,
    query: options.query,
    payload: options.body as Record<string, unknown> | undefined,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? nextIp(),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The envelope of a refused call: 200 with NOT_FOUND (another member's or a missing row). */
export function expectNotFound(res: { status: number; body: { errorCode: number } }) {
  expect(res.status).toBe(200);
  expect(res.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
}

/** The envelope of input the contract refused: 422 naming `field`, in the data and in the message. */
export function expect422(
  res: { status: number; body: { errorCode: number; msg: string; data: unknown } },
  field: string,
) {
  expect(res.status).toBe(422);
  expect(res.body.errorCode).toBe(ERRORS.VALIDATION.code);
  expect((res.body.data as { field: string }).field).toBe(field);
  expect(res.body.msg).toContain(field);
}

/** The code the simulator delivered to `mobile` (delivery runs in the background). */
export async function waitForSmsCode(app: App, mobile: string, notBefore = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const message = app.smsOutbox?.list(mobile).find((m) => m.params.code && Date.parse(m.at) >= notBefore);
    if (message?.params.code) return message.params.code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no SMS code delivered to ${mobile}`);
}

export const TEST_PASSWORD = 'correct-horse-battery';

export async function createMember(
  app: App,
  values: Partial<Parameters<typeof insertMember>[1]> & { mobile: string },
): Promise<MemberRow> {
  return insertMember(app.deps.db, {
    passwordHash: await hashPassword(TEST_PASSWORD),
    inviteCode: randomCode(8),
    ...values,
  });
}

export type CastMember<K extends string> = {
  mobile: string;
  isOperator?: boolean;
  isSuperman?: boolean;
  /** The operator the member is under, one named before it. */
  operator?: K;
};

/**
 * The members a test file plays with, made in order and signed in: their rows and their tokens, by
 * the names they are given.
 */
export async function createCast<K extends string>(
  app: App,
  cast: Record<K, CastMember<NoInfer<K>>>,
): Promise<{ who: Record<K, MemberRow>; token: Record<K, string> }> {
  const who = {} as Record<K, MemberRow>;
  const token = {} as Record<K, string>;
  for (const [name, { operator, ...values }] of Object.entries(cast) as [K, CastMember<K>][]) {
    who[name] = await createMember(app, { ...values, ...(operator && { operatorId: who[operator].id }) });
    token[name] = await loginAs(app, values.mobile);
  }
  return { who, token };
}

export type ScopeRole = 'm1' | 'm2' | 'opA' | 'a1' | 'a2' | 'opB' | 'b1' | 'staff';

/**
 * The members the scope tests of a file play with, made and signed in before its tests (after the
 * file's own `beforeAll` made `app`), their mobiles `prefix` and two digits: m1, m2 plain members;
 * opA with sub-members a1, a2; opB with sub-member b1; staff, platform staff. `who` and `token` are
 * filled in then; `get` and `post` call as one of them.
 */
export function scopeCast(app: () => App, prefix: string) {
  const who = {} as Record<ScopeRole, MemberRow>;
  const token = {} as Record<ScopeRole, string>;
  beforeAll(async () => {
    const cast = await createCast(app(), {
      m1: { mobile: `${prefix}01` },
      m2: { mobile: `${prefix}02` },
      opA: { mobile: `${prefix}10`, isOperator: true },
      a1: { mobile: `${prefix}11`, operator: 'opA' },
      a2: { mobile: `${prefix}12`, operator: 'opA' },
      opB: { mobile: `${prefix}20`, isOperator: true },
      b1: { mobile: `${prefix}21`, operator: 'opB' },
      staff: { mobile: `${prefix}99`, isSuperman: true },
    });
    Object.assign(who, cast.who);
    Object.assign(token, cast.token);
  });
  return {
    who,
    token,
    get: (as: ScopeRole, url: string, query: Record<string, string> = {}) =>
      call(app(), 'GET', url, { token: token[as], query }),
    post: (as: ScopeRole, url: string, body: unknown) => call(app(), 'POST', url, { token: token[as], body }),
  };
}

export async function loginAs(app: App, mobile: string, password = TEST_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/default/login', { body: { mobile, password } });
  const token = (res.body.data as { auth_key?: string } | null)?.auth_key;
  if (!token) throw new Error(`login failed for ${mobile}: ${res.body.msg}`);
  return token;
}
