import { generateKeyPairSync } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../../test/production-env.ts';
import { loadConfig, SIMULATOR_WECHAT_APP } from '../../config.ts';
import {
  createWechatClient,
  jsSdkNonce,
  jsSdkSignature,
  WECHAT_ERRCODE,
  WechatApiClient,
  WechatApiError,
  WechatSimulatorState,
  wechatSimulatorPlugin,
  withoutFragment,
} from './index.ts';

describe('JS-SDK signature', () => {
  const example = {
    ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1414587457,
    url: 'http://mp.weixin.qq.com?params=value',
  };

  it("matches the worked example of WeChat's JS-SDK documentation", () => {
    expect(jsSdkSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the page without its #fragment', () => {
    expect(jsSdkSignature({ ...example, url: `${example.url}#/device/index?tab=1#x` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    expect(withoutFragment('https://a.example/p?q=1#frag')).toBe('https://a.example/p?q=1');
    expect(withoutFragment('https://a.example/p')).toBe('https://a.example/p');
  });

  it('makes 16-character alphanumeric nonces that do not repeat', () => {
    const nonces = Array.from({ length: 200 }, () => jsSdkNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('WechatApiClient against the simulator', () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const state = new WechatSimulatorState(() => now);
  const server = Fastify();
  let apiBase = '';
  const client = (overrides: Partial<ConstructorParameters<typeof WechatApiClient>[0]> = {}) =>
    new WechatApiClient({ ...SIMULATOR_WECHAT_APP, apiBase, timeoutMs: 1000, ...overrides });

  beforeAll(async () => {
    await server.register(wechatSimulatorPlugin(state, SIMULATOR_WECHAT_APP), { prefix: '/sim/wechat' });
    // A proxy in front of WeChat that fails, and a host that is not WeChat at all.
    server.get('/proxy/cgi-bin/token', (_req, reply) => reply.status(502).send('<h1>502 Bad Gateway</h1>'));
    server.get('/html/cgi-bin/token', (_req, reply) => reply.type('text/html').send('<html></html>'));
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    apiBase = `http://127.0.0.1:${port}/sim/wechat`;
  });
  afterAll(async () => {
    server.server.closeAllConnections();
    await server.close();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (err: unknown) => {
        expect(err).toBeInstanceOf(WechatApiError);
        return err as WechatApiError;
      },
    );

  it('gets an access_token and, with it, a jsapi_ticket, each for 7200 s', async () => {
    const before = { tokens: state.tokensIssued, tickets: state.ticketsIssued };
    const token = await client().fetchAccessToken();
    expect(token.expiresInSeconds).toBe(7200);
    expect(token.value.length).toBeGreaterThan(100);
    const ticket = await client().fetchJsapiTicket(token.value);
    expect(ticket.expiresInSeconds).toBe(7200);
    expect(ticket.value).toBe(state.currentTicket());
    expect(state.tokensIssued - before.tokens).toBe(1);
    expect(state.ticketsIssued - before.tickets).toBe(1);
  });

  it('is refused with a wrong app id or secret, as WeChat refuses them', async () => {
    const before = state.tokensIssued;
    const wrongApp = await failure(client({ appId: 'wx1234567890abcdef' }).fetchAccessToken());
    expect(wrongApp.errcode).toBe(WECHAT_ERRCODE.INVALID_APPID);
    expect(wrongApp.errmsg).toMatch(/^invalid appid rid: /);
    const wrongSecret = await failure(client({ appSecret: 'not-the-secret' }).fetchAccessToken());
    expect(wrongSecret.errcode).toBe(WECHAT_ERRCODE.INVALID_APPSECRET);
    expect(wrongSecret.staleAccessToken).toBe(false);
    expect(state.tokensIssued).toBe(before);
  });

  it('refuses an unknown access_token with 40001', async () => {
    const err = await failure(client().fetchJsapiTicket('not-a-token-we-issued'));
    expect(err.errcode).toBe(WECHAT_ERRCODE.INVALID_CREDENTIAL);
    expect(err.staleAccessToken).toBe(true);
  });

  it('refuses an access_token past its 7200 s with 40001', async () => {
    const token = await client().fetchAccessToken();
    now += 7200 * 1000 + 1;
    const err = await failure(client().fetchJsapiTicket(token.value));
    expect(err.errcode).toBe(WECHAT_ERRCODE.INVALID_CREDENTIAL);
  });

  it('keeps the previous access_token for five more minutes once a new one is issued', async () => {
    const older = await client().fetchAccessToken();
    await client().fetchAccessToken();
    now += 4 * 60 * 1000;
    await expect(client().fetchJsapiTicket(older.value)).resolves.toMatchObject({ expiresInSeconds: 7200 });
    now += 2 * 60 * 1000;
    expect((await failure(client().fetchJsapiTicket(older.value))).errcode).toBe(40001);
  });

  it('forgets every access_token when they are revoked (secret reset on the WeChat admin site)', async () => {
    const token = await client().fetchAccessToken();
    state.revokeAccessTokens();
    expect((await failure(client().fetchJsapiTicket(token.value))).errcode).toBe(40001);
  });

  it('answers an injected fault once, then normally', async () => {
    state.inject({ api: 'ticket', errcode: WECHAT_ERRCODE.BUSY, errmsg: 'system error' });
    const token = await client().fetchAccessToken();
    const err = await failure(client().fetchJsapiTicket(token.value));
    expect(err).toMatchObject({ errcode: -1 });
    await expect(client().fetchJsapiTicket(token.value)).resolves.toBeDefined();
  });

  it('reports no answer in time, an HTTP error and a body that is not JSON as errcode null', async () => {
    const origin = apiBase.replace('/sim/wechat', '');
    state.inject({ api: 'token', errcode: -1, errmsg: 'system error', delayMs: 300 });
    const slow = await failure(client({ timeoutMs: 100 }).fetchAccessToken());
    expect(slow).toMatchObject({ errcode: null, errmsg: 'timeout: no answer in time' });
    const proxy = await failure(client({ apiBase: `${origin}/proxy/` }).fetchAccessToken());
    expect(proxy).toMatchObject({ errcode: null, errmsg: 'http 502' });
    const html = await failure(client({ apiBase: `${origin}/html` }).fetchAccessToken());
    expect(html).toMatchObject({ errcode: null, errmsg: 'bad answer: not JSON' });
    const closed = await failure(client({ apiBase: 'http://127.0.0.1:1' }).fetchAccessToken());
    expect(closed.errcode).toBeNull();
    expect(closed.message).not.toContain(SIMULATOR_WECHAT_APP.appSecret);
  });
});

describe('WeChat configuration', () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const production = {
    ...PRODUCTION_ENV,
    ALIPAY_PROVIDER: 'alipay',
    ALIPAY_APP_ID: '2021004100000000',
    ALIPAY_PRIVATE_KEY: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  const real = { WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef' };

  it('uses the simulator and its dev app outside production', () => {
    expect(loadConfig({}).wechat).toMatchObject({
      provider: 'simulator',
      appId: 'wx0000000000000000',
      apiBase: '',
    });
  });

  it('refuses the simulator in production; unset there means WeChat, off until an app is set', () => {
    expect(() => loadConfig({ ...production, WECHAT_PROVIDER: 'simulator' })).toThrow(/WECHAT_PROVIDER/);
    const off = loadConfig(production).wechat;
    expect(off).toMatchObject({ provider: 'wechat', appId: '', appSecret: '' });
    expect(createWechatClient(off)).toBeNull();
    const on = loadConfig({ ...production, ...real }).wechat;
    expect(on).toMatchObject({ provider: 'wechat', ...{ appId: real.WECHAT_APP_ID } });
    expect(on.apiBase).toBe('https://api.weixin.qq.com');
    expect(createWechatClient(on)?.appId).toBe(real.WECHAT_APP_ID);
  });

  it('refuses half a configuration, a malformed app id and an http API host in production', () => {
    const wechat = { WECHAT_PROVIDER: 'wechat' };
    expect(() => loadConfig({ ...wechat, WECHAT_APP_ID: real.WECHAT_APP_ID })).toThrow(/WECHAT_APP_SECRET/);
    expect(() => loadConfig({ ...wechat, WECHAT_APP_SECRET: real.WECHAT_APP_SECRET })).toThrow(
      /WECHAT_APP_ID/,
    );
    expect(() => loadConfig({ ...wechat, ...real, WECHAT_APP_ID: 'gh_1234567890ab' })).toThrow(
      /WECHAT_APP_ID: not an Official Account app id/,
    );
    expect(() => loadConfig({ ...production, ...real, WECHAT_API_BASE: 'http://api.weixin.qq.com' })).toThrow(
      /WECHAT_API_BASE/,
    );
    expect(() => loadConfig({ ...production, ...real, WECHAT_APP_ID: SIMULATOR_WECHAT_APP.appId })).toThrow(
      /the simulator's app id/,
    );
  });
});
