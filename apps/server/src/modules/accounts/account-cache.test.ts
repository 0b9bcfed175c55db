import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createReplica, createTestApp, loginAs } from '../../../test/helper.ts';
import { AccountCache } from './account-cache.ts';
import { visibleScope } from './scope.ts';

const later = new Date(Date.now() + 3_600_000);
/** A loader that counts its calls. */
function loader<T>(value: T, until?: Date) {
  const load = Object.assign(
    async () => {
      load.calls += 1;
      return { value, until };
    },
    { calls: 0 },
  );
  return load;
}

describe('AccountCache', () => {
  it('keeps nothing until the database is heard, and forgets all when it is lost', async () => {
    const cache = new AccountCache(60_000);
    const load = loader('m');
    expect(await cache.get('a', load)).toBe('m');
    expect(await cache.get('a', load)).toBe('m');
    expect(load.calls).toBe(2);
    cache.setLive(true);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load.calls).toBe(3);
    cache.setLive(false);
    await cache.get('a', load);
    expect(load.calls).toBe(4);
  });

  it('keeps an entry for its time, never past the time its loader gives', async () => {
    const cache = new AccountCache(60_000);
    cache.setLive(true);
    let now = 1_000_000;
    const clock = () => now;
    const short = loader('s', new Date(now + 10_000));
    const long = loader('l', later);
    await cache.get('a', short, clock);
    await cache.get('b', long, clock);
    now += 9_999;
    await cache.get('a', short, clock);
    expect(short.calls).toBe(1);
    now += 1;
    await cache.get('a', short, clock);
    expect(short.calls).toBe(2);
    now += 49_999;
    await cache.get('b', long, clock);
    expect(long.calls).toBe(1);
    now += 1;
    await cache.get('b', long, clock);
    expect(long.calls).toBe(2);
  });

  it('does not store what a load read before a change', async () => {
    const cache = new AccountCache(60_000);
    cache.setLive(true);
    // A change lands while the load is in flight.
    await cache.get('a', async () => {
      cache.clear();
      return { value: 'old' };
    });
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a loader did not find', async () => {
    const cache = new AccountCache(60_000);
    cache.setLive(true);
    expect(await cache.get('a', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of entries, dropping the oldest', async () => {
    const cache = new AccountCache(60_000, 2);
    cache.setLive(true);
    for (const key of ['a', 'b', 'c']) await cache.get(key, loader(key));
    const a = loader('a');
    const c = loader('c');
    await cache.get('a', a);
    await cache.get('c', c);
    expect([a.calls, c.calls]).toEqual([1, 0]);
  });

  it('is off at 0', async () => {
    const cache = new AccountCache(0);
    cache.setLive(true);
    await cache.get('a', loader('m'));
    expect(cache.size).toBe(0);
  });
});

/** Polls `check` until it holds (a notification crosses connections), for at most 3 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 60; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const KEPT = { ACCOUNT_CACHE_MS: '60000' };
const info = (app: App, token: string) => call(app, 'GET', '/api/member/info', { token });
const nicknameOf = async (app: App, token: string) =>
  ((await info(app, token)).body.data as { nickname?: string } | null)?.nickname;

describe('accounts kept by a replica (decision 0031)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(KEPT);
    await createMember(app, { mobile: '13900000501' });
    await createMember(app, { mobile: '13900000502' });
    await createMember(app, { mobile: '13900000503' });
    await createMember(app, { mobile: '13900000509', isSuperman: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a signed-in member’s next request from memory', async () => {
    const token = await loginAs(app, '13900000501');
    expect((await info(app, token)).status).toBe(200);
    expect(app.deps.accountCache.size).toBeGreaterThan(0);
    expect((await info(app, token)).body.data).toMatchObject({ mobile: '13900000501' });
  });

  it('refuses a token at once after its logout, and a disabled member’s at once', async () => {
    const token = await loginAs(app, '13900000501');
    await info(app, token);
    await call(app, 'POST', '/api/default/logout', { token });
    expect((await info(app, token)).status).toBe(401);

    const disabled = await loginAs(app, '13900000502');
    const { id } = (await info(app, disabled)).body.data as { id: number };
    const staff = await loginAs(app, '13900000509');
    const saved = await call(app, 'POST', '/api/user/save', {
      token: staff,
      body: { id, status: 'disabled' },
    });
    expect(saved.body.errorCode).toBe(0);
    expect((await info(app, disabled)).status).toBe(401);
  });

  it('forgets them when an account is changed behind the API (the database’s trigger)', async () => {
    const token = await loginAs(app, '13900000503');
    expect(await nicknameOf(app, token)).toBe('用户0503');
    await app.deps.db.execute(sql`update members set nickname = '改过' where mobile = '13900000503'`);
    expect(await eventually(async () => (await nicknameOf(app, token)) === '改过')).toBe(true);
  });

  it('forgets an operator’s scope when a member joins its fleet', async () => {
    const operator = await createMember(app, { mobile: '13900000504', isOperator: true });
    const before = await visibleScope(app.deps, operator);
    const joined = await createMember(app, { mobile: '13900000505', operatorId: operator.id });
    expect(before).toEqual({ everyone: false, memberIds: [operator.id] });
    expect(
      await eventually(async () => {
        const scope = await visibleScope(app.deps, operator);
        return !scope.everyone && scope.memberIds.includes(joined.id);
      }),
    ).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two replicas on one PostgreSQL', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    a = await createTestApp(KEPT);
    b = await createReplica(a, KEPT);
    await createMember(a, { mobile: '13900000511' });
    await createMember(a, { mobile: '13900000512' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a logout on one replica is refused by the other', async () => {
    const token = await loginAs(a, '13900000511');
    expect((await info(b, token)).status).toBe(200);
    expect((await info(b, token)).status).toBe(200);
    await call(a, 'POST', '/api/default/logout', { token });
    expect(await eventually(async () => (await info(b, token)).status === 401)).toBe(true);
  });

  it('keeps nothing while its listening connection is lost, and keeps again once it is back', async () => {
    const token = await loginAs(a, '13900000512');
    await info(b, token);
    expect(b.deps.accountCache.size).toBeGreaterThan(0);
    await a.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen%'`,
    );
    expect(await eventually(async () => b.deps.accountCache.size === 0)).toBe(true);
    // Not listening: every request asks the database, so a change is seen at once.
    await a.deps.db.execute(sql`update members set nickname = '断线时改' where mobile = '13900000512'`);
    expect(await nicknameOf(b, token)).toBe('断线时改');
    expect(
      await eventually(async () => {
        await info(b, token);
        return b.deps.accountCache.size > 0;
      }),
    ).toBe(true);
  });
});
