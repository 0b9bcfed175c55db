import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { tags } from '../tags/tags.table.ts';
import { DeviceListCache } from './device-list-cache.ts';
import { devices } from './devices.table.ts';

describe('DeviceListCache', () => {
  it('answers the same key from memory until invalidated', async () => {
    const cache = new DeviceListCache<{ n: number }>(60_000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('b', load)).toEqual({ n: 2 });
    cache.invalidate();
    expect(await cache.get('a', load)).toEqual({ n: 3 });
  });

  it('loads once for concurrent callers of one key', async () => {
    const cache = new DeviceListCache<{ n: number }>(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { n: loads };
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(replies.map((r) => r.n))).toEqual(new Set([1]));
  });

  it('does not keep a read that was running when a write invalidated it', async () => {
    const cache = new DeviceListCache<{ v: string }>(60_000);
    let release!: () => void;
    const slow = cache.get('k', () => new Promise((r) => (release = () => r({ v: 'before the write' }))));
    cache.invalidate();
    release();
    expect(await slow).toEqual({ v: 'before the write' });
    expect(await cache.get('k', async () => ({ v: 'after the write' }))).toEqual({ v: 'after the write' });
  });

  it('forgets the least recent pages once they weigh more than its size', async () => {
    const cache = new DeviceListCache<{ v: string }>(60_000, { maxSize: 100, sizeOf: (p) => p.v.length });
    let loads = 0;
    const page = (v: string) => async () => {
      loads += 1;
      return { v };
    };
    await cache.get('a', page('x'.repeat(60)));
    await cache.get('b', page('y'.repeat(30)));
    await cache.get('a', page('x'.repeat(60)));
    expect(loads).toBe(2);
    await cache.get('c', page('z'.repeat(30))); // 60 + 30 + 30 > 100: the least recent, b, goes
    await cache.get('a', page('x'.repeat(60)));
    expect(loads).toBe(3);
    await cache.get('b', page('y'.repeat(30)));
    expect(loads).toBe(4);
  });

  it('keeps nothing with a time to live of 0', async () => {
    const cache = new DeviceListCache<{ n: number }>(0);
    let loads = 0;
    await cache.get('a', async () => ({ n: ++loads }));
    await cache.get('a', async () => ({ n: ++loads }));
    expect(loads).toBe(2);
  });
});

describe('GET /api/device/index with the cache on', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ DEVICE_LIST_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('never gives one caller the page of another, and shows a caller’s own change at once', async () => {
    const alice = await createMember(app, { mobile: '13600000001' });
    const bob = await createMember(app, { mobile: '13600000002' });
    const [aliceToken, bobToken] = [await loginAs(app, alice.mobile), await loginAs(app, bob.mobile)];
    const [mine] = await app.deps.db
      .insert(devices)
      .values({ sn: 'NBCACHE0001', secretEnc: 'sealed', memberId: alice.id })
      .returning();
    await app.deps.db.insert(devices).values({ sn: 'NBCACHE0002', secretEnc: 'sealed', memberId: bob.id });
    const list = async (token: string) =>
      (await call(app, 'GET', '/api/device/index', { token })).body.data as {
        sn: string;
        tag_name: string;
      }[];

    // The same query string from two members: each their own boxes.
    expect((await list(aliceToken)).map((d) => d.sn)).toEqual(['NBCACHE0001']);
    expect((await list(bobToken)).map((d) => d.sn)).toEqual(['NBCACHE0002']);

    // A move through the API clears the cache: the next read has the new tag.
    const [tag] = await app.deps.db.insert(tags).values({ ownerId: alice.id, name: '华南' }).returning();
    const moved = await call(app, 'POST', '/api/device/move-tag', {
      token: aliceToken,
      body: { tag_id: tag!.id, ids: [mine!.id] },
    });
    expect(moved.body.errorCode).toBe(0);
    expect((await list(aliceToken))[0]?.tag_name).toBe('华南');
  });
});
