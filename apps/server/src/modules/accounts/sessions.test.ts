import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createReplica, createTestApp, loginAs } from '../../../test/helper.ts';
import type { MemberRow } from './accounts.repo.ts';
import { SessionCache } from './session-cache.ts';

const member = { id: 7 } as MemberRow;
const later = new Date(Date.now() + 3_600_000);

describe('SessionCache', () => {
  it('keeps nothing until the database is heard, and forgets all when it is lost', () => {
    const cache = new SessionCache(60_000);
    cache.set('a', member, later, cache.generation());
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.set('a', member, later, cache.generation());
    expect(cache.get('a')).toBe(member);
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a session for its time, never past the token’s expiry', () => {
    const cache = new SessionCache(60_000);
    cache.setLive(true);
    const now = 1_000_000;
    cache.set('a', member, new Date(now + 10_000), cache.generation(), now);
    cache.set('b', member, later, cache.generation(), now);
    expect(cache.get('a', now + 9_999)).toBe(member);
    expect(cache.get('a', now + 10_000)).toBeUndefined();
    expect(cache.get('b', now + 59_999)).toBe(member);
    expect(cache.get('b', now + 60_000)).toBeUndefined();
  });

  it('does not store what a lookup read before a change', () => {
    const cache = new SessionCache(60_000);
    cache.setLive(true);
    const before = cache.generation();
    cache.clear(); // a change lands while the lookup is in flight
    cache.set('a', member, later, before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its number of sessions, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2);
    cache.setLive(true);
    for (const token of ['a', 'b', 'c']) cache.set(token, member, later, cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, member, member]);
  });

  it('is off at 0', () => {
    const cache = new SessionCache(0);
    cache.setLive(true);
    cache.set('a', member, later, cache.generation());
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

const SESSIONS_ON = { SESSION_CACHE_MS: '60000' };
const info = (app: App, token: string) => call(app, 'GET', '/api/member/info', { token });
const nicknameOf = async (app: App, token: string) =>
  ((await info(app, token)).body.data as { nickname?: string } | null)?.nickname;

describe('the members behind tokens, kept by a replica (decision 0031)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(SESSIONS_ON);
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
    expect(app.deps.sessions.size).toBeGreaterThan(0);
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
});

describe.skipIf(!process.env.DATABASE_URL)('two replicas on one PostgreSQL', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    a = await createTestApp(SESSIONS_ON);
    b = await createReplica(a, SESSIONS_ON);
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
    expect(b.deps.sessions.size).toBeGreaterThan(0);
    await a.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen%'`,
    );
    expect(await eventually(async () => b.deps.sessions.size === 0)).toBe(true);
    // Not listening: every request asks the database, so a change is seen at once.
    await a.deps.db.execute(sql`update members set nickname = '断线时改' where mobile = '13900000512'`);
    expect(await nicknameOf(b, token)).toBe('断线时改');
    expect(
      await eventually(async () => {
        await info(b, token);
        return b.deps.sessions.size > 0;
      }),
    ).toBe(true);
  });
});
