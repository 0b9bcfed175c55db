import { createHash } from 'node:crypto';
import { ERRORS, type JsApiSign } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { SIMULATOR_WECHAT_APP } from '../../config.ts';
import type { WechatSimulatorState } from '../../integrations/wechat/index.ts';
import { wechatCredentials } from './wechat.table.ts';

const PAGE = 'https://console.example.com/device/index?tab=online&sn=NB0001';

let app: App;
let simulator: WechatSimulatorState;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  simulator = app.wechatSimulator as WechatSimulatorState;
  await createMember(app, { mobile: '13500000001' });
  token = await loginAs(app, '13500000001');
});
afterAll(async () => {
  await app.close();
});

/** `as` null: no Authorization header. */
function sign(url: string | undefined, as: string | null = token) {
  return call(app, 'GET', '/api/member/js-api-sign', {
    token: as ?? undefined,
    query: url === undefined ? {} : { url },
  });
}

/** What a WeChat client checks: the signature of the page, recomputed with the ticket WeChat holds. */
function expectVerifies(data: JsApiSign, pageUrl: string) {
  const text = `jsapi_ticket=${simulator.currentTicket()}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${pageUrl}`;
  expect(data.signature).toBe(createHash('sha1').update(text).digest('hex'));
}

/** Signs PAGE, which verifies, having asked WeChat for `fetched` tokens and tickets meanwhile. */
async function expectSignedFetching(fetched: { tokens: number; tickets: number }) {
  const before = issued();
  const res = await sign(PAGE);
  expect(res.body.errorCode).toBe(0);
  expect(issuedSince(before)).toEqual(fetched);
  expectVerifies(res.body.data as JsApiSign, PAGE);
}

function issued() {
  return { tokens: simulator.tokensIssued, tickets: simulator.ticketsIssued };
}

function issuedSince(before: ReturnType<typeof issued>) {
  return {
    tokens: simulator.tokensIssued - before.tokens,
    tickets: simulator.ticketsIssued - before.tickets,
  };
}

async function cachedNames(target: App = app): Promise<string[]> {
  const rows = await target.deps.db.select({ name: wechatCredentials.name }).from(wechatCredentials);
  return rows.map((r) => r.name.split(':')[0] as string).sort();
}

async function expireCached(kind: 'access_token' | 'jsapi_ticket') {
  await app.deps.db.execute(
    sql`update wechat_credentials set expires_at = now() - interval '1 second' where name like ${`${kind}:%`}`,
  );
}

describe('GET /api/member/js-api-sign', () => {
  beforeEach(async () => {
    await app.deps.db.delete(wechatCredentials);
    simulator.clearFaults();
  });

  it("signs the page with the app id and the current ticket, as WeChat's client checks it", async () => {
    const res = await sign(PAGE);
    expect(res.status).toBe(200);
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as JsApiSign;
    expect(data.appId).toBe(SIMULATOR_WECHAT_APP.appId);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(data.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.signature).toMatch(/^[0-9a-f]{40}$/);
    expectVerifies(data, PAGE);
  });

  it('leaves the #fragment out of the signature', async () => {
    const res = await sign(`${PAGE}#/pay/wechat?order=12`);
    expect(res.body.errorCode).toBe(0);
    expectVerifies(res.body.data as JsApiSign, PAGE);
  });

  it('caches the token and ticket in the database: two calls cost WeChat one of each', async () => {
    const before = issued();
    const first = await sign(PAGE);
    const second = await sign(PAGE);
    expect([first.body.errorCode, second.body.errorCode]).toEqual([0, 0]);
    expect(issuedSince(before)).toEqual({ tokens: 1, tickets: 1 });
    expect((second.body.data as JsApiSign).nonceStr).not.toBe((first.body.data as JsApiSign).nonceStr);
    expectVerifies(second.body.data as JsApiSign, PAGE);

    // Kept for WeChat's 7200 s less the five-minute safety margin.
    const rows = await app.deps.db.select().from(wechatCredentials);
    expect(rows.map((r) => r.name).sort()).toEqual([
      `access_token:${SIMULATOR_WECHAT_APP.appId}`,
      `jsapi_ticket:${SIMULATOR_WECHAT_APP.appId}`,
    ]);
    for (const row of rows) {
      const lifetime = (row.expiresAt.getTime() - Date.now()) / 1000;
      expect(lifetime).toBeGreaterThan(6900 - 30);
      expect(lifetime).toBeLessThanOrEqual(6900);
    }
    const ticketRow = rows.find((r) => r.name.startsWith('jsapi_ticket'));
    expect(ticketRow?.value).toBe(simulator.currentTicket());
  });

  it('fetches a new ticket with the cached token once the cached ticket has expired', async () => {
    await sign(PAGE);
    await expireCached('jsapi_ticket');
    await expectSignedFetching({ tokens: 0, tickets: 1 });
  });

  it('fetches both again once both have expired', async () => {
    await sign(PAGE);
    await expireCached('access_token');
    await expireCached('jsapi_ticket');
    await expectSignedFetching({ tokens: 1, tickets: 1 });
  });

  it('makes 20 simultaneous calls on an empty cache fetch exactly one token and one ticket', async () => {
    const before = issued();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => sign(`${PAGE}&n=${i}`)));
    expect(replies.map((r) => r.body.errorCode)).toEqual(Array(20).fill(0));
    expect(issuedSince(before)).toEqual({ tokens: 1, tickets: 1 });
    replies.forEach((r, i) => expectVerifies(r.body.data as JsApiSign, `${PAGE}&n=${i}`));
  });

  it('fetches a new token once when WeChat says the cached one was revoked (40001)', async () => {
    await sign(PAGE);
    const revokedToken = (await app.deps.db.select().from(wechatCredentials)).find((r) =>
      r.name.startsWith('access_token'),
    )?.value;
    simulator.revokeAccessTokens();
    await expireCached('jsapi_ticket');
    await expectSignedFetching({ tokens: 1, tickets: 1 });
    const tokenRow = (await app.deps.db.select().from(wechatCredentials)).find((r) =>
      r.name.startsWith('access_token'),
    );
    expect(tokenRow?.value).not.toBe(revokedToken);
  });

  it('gives up after one retry when the new token is refused too, and keeps neither', async () => {
    simulator.inject({ api: 'ticket', errcode: 40001, errmsg: 'invalid credential' }, 2);
    const before = issued();
    const res = await sign(PAGE);
    expect(res.body).toEqual({
      errorCode: ERRORS.WECHAT_UNAVAILABLE.code,
      msg: ERRORS.WECHAT_UNAVAILABLE.msg,
      data: null,
    });
    expect(issuedSince(before)).toEqual({ tokens: 2, tickets: 0 });
    expect(await cachedNames()).toEqual([]);
  });

  it('answers a WeChat error with the business errorCode, no appId, and caches no ticket', async () => {
    simulator.inject({ api: 'ticket', errcode: -1, errmsg: 'system error' });
    const res = await sign(PAGE);
    expect(res.status).toBe(200);
    expect(res.body.errorCode).toBe(ERRORS.WECHAT_UNAVAILABLE.code);
    expect(res.body.msg).toBe('微信服务暂时不可用，请稍后再试');
    expect(res.body.data).toBeNull();
    // The token fetched before the ticket call failed is still good: kept, and used by the next call.
    expect(await cachedNames()).toEqual(['access_token']);
    const before = issued();
    expect((await sign(PAGE)).body.errorCode).toBe(0);
    expect(issuedSince(before)).toEqual({ tokens: 0, tickets: 1 });
  });

  it('fails the calls queued behind a failing refresh too, instead of asking WeChat again', async () => {
    // Slow to fail, as WeChat is when it struggles: every other call is queued behind the lock by then
    // (or behind the pool's five connections, which the calls at the lock hold).
    simulator.inject({ api: 'ticket', errcode: -1, errmsg: 'system error', delayMs: 500 });
    const before = issued();
    const replies = await Promise.all(Array.from({ length: 10 }, () => sign(PAGE)));
    expect(replies.map((r) => r.body.errorCode)).toEqual(Array(10).fill(ERRORS.WECHAT_UNAVAILABLE.code));
    expect(issuedSince(before)).toEqual({ tokens: 1, tickets: 0 });
    // The next call, queued after the failure, asks again.
    expect((await sign(PAGE)).body.errorCode).toBe(0);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await sign(PAGE, null);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(ERRORS.NOT_LOGGED_IN.code);
    const forged = await sign(PAGE, 'x'.repeat(43));
    expect(forged.status).toBe(401);
  });

  it('refuses a missing, relative, non-web, huge or SQL-looking url with 422 naming the field', async () => {
    const before = issued();
    for (const url of [
      undefined,
      '',
      '/device/index',
      'ftp://console.example.com/',
      'javascript:alert(1)',
      "' or 1=1 --",
      `https://console.example.com/?q=${'a'.repeat(1000)}`,
    ]) {
      const res = await sign(url);
      expect(res.status, String(url)).toBe(422);
      expect(res.body.errorCode).toBe(ERRORS.VALIDATION.code);
      expect((res.body.data as { field: string }).field).toBe('url');
      expect(res.body.msg).toMatch(/^参数错误：url /);
    }
    expect(issuedSince(before)).toEqual({ tokens: 0, tickets: 0 });
    expect(await cachedNames()).toEqual([]);
  });

  it('signs a url of exactly 1000 characters', async () => {
    const url = `https://console.example.com/?q=`.padEnd(1000, 'a');
    const res = await sign(url);
    expect(res.body.errorCode).toBe(0);
    expectVerifies(res.body.data as JsApiSign, url);
  });
});

describe('GET /api/member/js-api-sign with another WeChat configuration', () => {
  const others: App[] = [];
  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()));
  });

  async function appWith(env: Record<string, string>) {
    const other = await createTestApp(env);
    others.push(other);
    await createMember(other, { mobile: '13500000002' });
    return { other, as: await loginAs(other, '13500000002') };
  }

  it('refuses when no Official Account is configured, without inventing an appId', async () => {
    const { other, as } = await appWith({ WECHAT_PROVIDER: 'wechat' });
    expect(other.deps.wechat).toBeNull();
    expect(other.wechatSimulator).toBeNull();
    const res = await call(other, 'GET', '/api/member/js-api-sign', { token: as, query: { url: PAGE } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      errorCode: ERRORS.WECHAT_NOT_CONFIGURED.code,
      msg: ERRORS.WECHAT_NOT_CONFIGURED.msg,
      data: null,
    });
  });

  it('reports a refused app secret as WeChat being unavailable, and caches nothing', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { other, as } = await appWith({
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APP_ID: SIMULATOR_WECHAT_APP.appId,
      WECHAT_APP_SECRET: 'a-secret-the-simulator-refuses',
      // The real client, pointed at the first app's simulator, which answers 40125 invalid appsecret.
      WECHAT_API_BASE: `http://127.0.0.1:${port}/sim/wechat`,
    });
    const before = issued();
    const res = await call(other, 'GET', '/api/member/js-api-sign', { token: as, query: { url: PAGE } });
    expect(res.body).toEqual({
      errorCode: ERRORS.WECHAT_UNAVAILABLE.code,
      msg: ERRORS.WECHAT_UNAVAILABLE.msg,
      data: null,
    });
    expect(issuedSince(before)).toEqual({ tokens: 0, tickets: 0 });
    expect(await cachedNames(other)).toEqual([]);
  });
});
