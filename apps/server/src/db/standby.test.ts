import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MEMBER_STANDBY_PAGES, STANDBY_READ_ROUTES } from '../plugins/standby-reads.ts';
import { call, createMember, createTestApp, loginAs } from '../../test/helper.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { openDatabase, type Database } from './client.ts';
import { firstRow } from './sql.ts';
import { mayReadStandby, readingStandby, StandbyReads } from './standby.ts';

/** A pool that answers, or fails, as told; counts what it was asked. */
function fakePool(answer: () => Promise<unknown>) {
  const pool = { asked: 0, query: async () => (pool.asked++, answer()) };
  return pool as unknown as pg.Pool & { asked: number };
}
const refused = () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

describe('the standby’s circuit breaker', () => {
  it('reads the standby only inside readingStandby', async () => {
    expect(mayReadStandby()).toBe(false);
    expect(await readingStandby(async () => (await Promise.resolve(), mayReadStandby()))).toBe(true);
    expect(mayReadStandby()).toBe(false);
  });

  it('sends a read the standby cannot answer to the primary, and leaves the standby alone a while', async () => {
    const downs: unknown[] = [];
    const standby = new StandbyReads(fakePool(refused), (err) => downs.push(err), 60_000);
    expect(await standby.query(['select 1'], async () => 'primary')).toBe('primary');
    expect(standby.readStats()).toEqual({ up: false, served: 0, fellBack: 1, downs: 1 });
    expect(downs).toHaveLength(1);
  });

  it('sends a write refused by a standby to the primary without marking it down; other errors stay', async () => {
    const readOnly = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), {
      code: '25006',
    });
    const standby = new StandbyReads(fakePool(() => Promise.reject(readOnly)));
    expect(await standby.query(['insert'], async () => 'primary')).toBe('primary');
    expect(standby.readStats()).toMatchObject({ up: true, fellBack: 1, downs: 0 });
    const bug = Object.assign(new Error('syntax error'), { code: '42601' });
    const broken = new StandbyReads(fakePool(() => Promise.reject(bug)));
    await expect(broken.query(['selec 1'], async () => 'primary')).rejects.toBe(bug);
  });
});

describe('the routes that may read the standby', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('are GET routes of the app (a renamed route would silently read the primary)', () => {
    for (const url of STANDBY_READ_ROUTES) expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });

  it("list the member's pages the standby check times", () => {
    for (const url of MEMBER_STANDBY_PAGES) expect(STANDBY_READ_ROUTES.has(url), url).toBe(true);
  });

  it('without a standby (PGlite, or no DATABASE_READ_URL) read the one database', async () => {
    expect(app.deps.database.readStats).toBeUndefined();
    await createMember(app, { mobile: '13800005001' });
    const token = await loginAs(app, '13800005001');
    const res = await call(app, 'GET', '/api/device/install-record', { token });
    expect(res.body.errorCode).toBe(0);
  });
});

/** Money, the device list and the member home: the primary's, always. */
const PRIMARY_ONLY = [
  '/api/member/money-record-list',
  '/api/member/bank-card-list',
  '/api/device/index',
  '/api/default/main2',
];

describe.skipIf(!process.env.DATABASE_URL)('a server with DATABASE_READ_URL (PostgreSQL)', () => {
  let primaryApp: App;
  let url: string;
  const opened: App[] = [];

  /** A replica of `primaryApp`'s database whose standby is `readUrl`. */
  async function withStandby(readUrl: string): Promise<{ app: App; database: Database }> {
    const database = await openDatabase({
      kind: 'postgres',
      url,
      readUrl,
      poolSize: 3,
      limits: {
        connectTimeoutMs: 1_000,
        statementTimeoutMs: 10_000,
        lockTimeoutMs: 2_000,
        idleInTransactionTimeoutMs: 10_000,
        maxQueue: 50,
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEVICE_LIST_CACHE_MS: '0',
      ACCOUNT_CACHE_MS: '0',
    });
    const app = await buildApp({ config, database });
    opened.push(app);
    return { app, database };
  }

  beforeAll(async () => {
    primaryApp = await createTestApp();
    const found = await firstRow<{ name: string }>(
      primaryApp.deps.db,
      sql`select current_database() as name`,
    );
    url = withDatabase(process.env.DATABASE_URL!, found!.name);
    await createMember(primaryApp, { mobile: '13800005002' });
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await primaryApp.close();
  });

  it('reads the heavy pages from the standby, and money, sign-in and the device list from the primary', async () => {
    // The same database under another application_name stands in for the standby: what tells them
    // apart is which pool answered (npm run standby:check does it with a real standby).
    const { app, database } = await withStandby(`${url}?application_name=nodebao_standby`);
    const token = await loginAs(app, '13800005002');
    expect(database.readStats!().served).toBe(0);

    for (const page of MEMBER_STANDBY_PAGES) {
      const before = database.readStats!().served;
      const res = await call(app, 'GET', page, { token });
      expect(res.body.errorCode, page).toBe(0);
      expect(database.readStats!().served, page).toBeGreaterThan(before);
    }

    const before = database.readStats!().served;
    for (const page of PRIMARY_ONLY) {
      const res = await call(app, 'GET', page, { token });
      expect(res.body.errorCode, page).toBe(0);
    }
    const saved = await call(app, 'POST', '/api/member/bank-save', {
      token,
      body: { kind: 'alipay', account: '13800005002', real_name: '张三' },
    });
    expect(saved.body.errorCode).toBe(0);
    await loginAs(app, '13800005002');
    expect(database.readStats!()).toMatchObject({ served: before, fellBack: 0, up: true });
  });

  it('answers the heavy pages from the primary, without an error, when the standby refuses', async () => {
    // Port 9 (discard): nothing listens, every connection is refused.
    const { app, database } = await withStandby('postgres://postgres@127.0.0.1:9/nodebao');
    const token = await loginAs(app, '13800005002');
    for (const page of MEMBER_STANDBY_PAGES) {
      const res = await call(app, 'GET', page, { token });
      expect(res.status, page).toBe(200);
      expect(res.body.errorCode, page).toBe(0);
    }
    const stats = database.readStats!();
    expect(stats).toMatchObject({ served: 0, up: false });
    // Marked down at the first refusal: the pages after it went to the primary straight away.
    expect(stats.downs).toBeGreaterThanOrEqual(1);
    expect(stats.downs).toBeLessThan(MEMBER_STANDBY_PAGES.length);
  });
});
