import { ERRORS, MAX_BULK_IDS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { rows } from '../db/sql.ts';
import { call, createMember, createTestApp, loginAs, nextIp } from '../../test/helper.ts';

/** Input checked once, for every call (issue 11 §1 and §4): text, empty bodies, sizes. */
let app: App;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  await createMember(app, { mobile: '13600000001', nickname: '原名' });
  token = await loginAs(app, '13600000001');
});
afterAll(async () => {
  await app.close();
});

const nickname = async () =>
  (
    await rows<{ nickname: string }>(
      app.deps.db,
      sql`select nickname from members where mobile = '13600000001'`,
    )
  )[0]?.nickname;

describe('text the database cannot store', () => {
  const hostile: [string, string, string][] = [
    ['a NUL', 'a\u0000b', '不能包含控制字符'],
    ['a bell', 'a\u0007b', '不能包含控制字符'],
    ['DEL', 'a\u007fb', '不能包含控制字符'],
    ['a C1 control', 'a\u0085b', '不能包含控制字符'],
    ['a lone high surrogate', 'a\ud800b', '包含无效的字符'],
    ['a lone low surrogate', 'a\udc00', '包含无效的字符'],
  ];
  it.each(hostile)(
    'refuses %s in a nickname with 422 naming the field, and changes nothing',
    async (_, text, why) => {
      const res = await call(app, 'POST', '/api/member/save', { token, body: { nickname: text } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errorCode: ERRORS.VALIDATION.code, data: { field: 'nickname' } });
      expect(res.body.msg).toContain(why);
      expect(await nickname()).toBe('原名');
    },
  );

  it('refuses a NUL in a tag name, a query string and a nested key alike', async () => {
    const tag = await call(app, 'POST', '/api/tag/save', { token, body: { name: '客\u0000厅' } });
    expect(tag.status).toBe(422);
    expect(tag.body.data).toMatchObject({ field: 'name' });
    const query = await call(app, 'GET', '/api/tag/index', { token, query: { keyword: 'x\u0000' } });
    expect(query.status).toBe(422);
    expect(query.body.data).toMatchObject({ field: 'keyword' });
    const key = await call(app, 'POST', '/api/device/move-tag', {
      token,
      body: { tag_id: 0, filter: { 'bad\u0000key': 1 }, select_all: true },
    });
    expect(key.status).toBe(422);
    expect(key.body.data).toMatchObject({ field: 'filter.bad\u0000key' });
  });

  it('refuses a line break in a name, but keeps it in free text', async () => {
    const name = await call(app, 'POST', '/api/member/save', { token, body: { nickname: '两\n行' } });
    expect(name.status).toBe(422);
    expect(name.body.data).toMatchObject({ field: 'nickname' });
  });

  it('keeps ordinary Chinese, emoji and SQL-looking text as typed', async () => {
    const res = await call(app, 'POST', '/api/member/save', {
      token,
      body: { nickname: "小明😀'; drop table--" },
    });
    expect(res.body.errorCode).toBe(0);
    expect(await nickname()).toBe("小明😀'; drop table--");
  });
});

describe('an empty body sent as JSON', () => {
  it('counts as no body: logout that way signs the token out', async () => {
    const own = await loginAs(app, '13600000001');
    const res = await app.inject({
      method: 'POST',
      url: '/api/default/logout',
      headers: { authorization: `Bearer ${own}`, 'content-type': 'application/json' },
      payload: '',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errorCode: 0 });
    const after = await call(app, 'GET', '/api/member/info', { token: own });
    expect(after.status).toBe(401);
  });

  it('still answers a body that is not JSON with 422 on body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/member/save',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"nickname":',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: ERRORS.VALIDATION.code, data: { field: 'body' } });
  });
});

describe('sizes', () => {
  it(`refuses a bulk call naming more than ${MAX_BULK_IDS} devices in all, ids and device_ids together`, async () => {
    const half = Array.from({ length: MAX_BULK_IDS }, (_, i) => i + 1);
    const res = await call(app, 'POST', '/api/member/remove-device', {
      token,
      body: { ids: half, device_ids: half.map((id) => id + MAX_BULK_IDS) },
    });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ field: 'ids' });
  });

  it('takes 10,000 ids in one bulk call (the bulk body limit), but not a 100 KB nickname form', async () => {
    const ids = Array.from({ length: MAX_BULK_IDS }, (_, i) => 2_000_000_000 + i);
    const bulk = await call(app, 'POST', '/api/device/reboot', { token, body: { ids } });
    // Read and checked: none of these ids is the caller's.
    expect(bulk.status).toBe(200);
    expect(bulk.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const big = await call(app, 'POST', '/api/member/save', {
      token,
      body: { nickname: 'x'.repeat(100_000) },
    });
    expect(big.status).toBe(422);
    expect(big.body.msg).toContain('请求内容过大');
  });
});
