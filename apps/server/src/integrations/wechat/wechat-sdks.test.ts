import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSimulator, type SimulatorServer } from '../simulator-server.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';
import { WECHAT_ERRCODE } from './wechat.ts';
import { WechatSimulatorState, wechatSimulatorPlugin } from './wechat-simulator.ts';

// The contract test of the WeChat simulator with the node-webot clients, unpatched: co-wechat-api
// (access_token, jsapi_ticket, the JS-SDK config it signs) pointed at the simulator by its `prefix`,
// and co-wechat-oauth (web OAuth code → openid), whose URLs are fixed, through its own `request`
// with only the host swapped. Both are CommonJS without typings: loaded with require, typed here by
// what this test calls.

type WechatApi = {
  prefix: string;
  getAccessToken(): Promise<{ accessToken: string }>;
  getTicket(type?: string): Promise<{ ticket: string }>;
  getJsConfig(param: {
    url: string;
    jsApiList: string[];
    debug: boolean;
  }): Promise<{ appId: string; timestamp: string; nonceStr: string; signature: string }>;
};
type WechatOauth = {
  request(url: string, opts?: object): Promise<unknown>;
  getAccessToken(code: string): Promise<{ data: { openid: string; access_token: string; scope: string } }>;
};

const require = createRequire(import.meta.url);
const WechatAPI = require('co-wechat-api') as new (appid: string, secret: string) => WechatApi;
const OAuth = require('co-wechat-oauth') as new (appid: string, secret: string) => WechatOauth;

const APP = { appId: 'wx00000000000000aa', appSecret: 'sdk0contract0test0secret00000000' };
const state = new WechatSimulatorState();
let simulator: SimulatorServer;

beforeAll(async () => {
  simulator = await serveSimulator(wechatSimulatorPlugin(state, APP));
});
afterAll(() => simulator.close());

function api(secret = APP.appSecret): WechatApi {
  const client = new WechatAPI(APP.appId, secret);
  client.prefix = `${simulator.origin}/cgi-bin/`;
  return client;
}

async function failure(call: Promise<unknown>) {
  return ((await call.then(
    () => null,
    (e: unknown) => e,
  )) ?? {}) as { code?: number; name?: string };
}

describe('co-wechat-api against the WeChat simulator', () => {
  it('gets an access_token and a jsapi_ticket, and signs wx.config as we do', async () => {
    const client = api();
    expect((await client.getAccessToken()).accessToken).toMatch(/^[\w-]{100,}$/);
    const { ticket } = await client.getTicket('jsapi');
    expect(ticket).toBe(state.currentTicket());
    // The page address as WeChat's client signs it (no #fragment: co-wechat-api leaves that to the caller).
    const url = 'https://console.example.com/buy?x=1&y=中';
    const config = await client.getJsConfig({ url, jsApiList: ['chooseWXPay'], debug: false });
    expect(config.appId).toBe(APP.appId);
    expect(config.signature).toBe(
      jsSdkSignature({ ticket, nonceStr: config.nonceStr, timestamp: Number(config.timestamp), url }),
    );
  });

  it("answers a wrong secret with WeChat's errcode, which the SDK raises", async () => {
    expect(await failure(api('wrong-secret').getAccessToken())).toMatchObject({
      name: 'WeChatAPIError',
      code: WECHAT_ERRCODE.INVALID_APPSECRET,
    });
  });

  it('refuses a revoked access_token with 40001, on which the SDK fetches a new one and retries', async () => {
    const client = api();
    await client.getTicket('jsapi');
    const issued = state.tokensIssued;
    state.revokeAccessTokens();
    expect((await client.getTicket('jsapi')).ticket).toBe(state.currentTicket());
    expect(state.tokensIssued).toBe(issued + 1);
  });
});

describe('co-wechat-oauth against the WeChat simulator', () => {
  class LocalOAuth extends OAuth {
    override request(url: string, opts?: object) {
      return super.request(url.replace('https://api.weixin.qq.com', simulator.origin), opts);
    }
  }

  it('turns an authorize code into the openid once, and refuses it the second time', async () => {
    const oauth = new LocalOAuth(APP.appId, APP.appSecret);
    const code = state.issueOauthCode('o_sdk_contract_user');
    const token = await oauth.getAccessToken(code);
    expect(token.data).toMatchObject({ openid: 'o_sdk_contract_user', scope: 'snsapi_base' });
    expect(await failure(oauth.getAccessToken(code))).toMatchObject({ code: WECHAT_ERRCODE.CODE_BEEN_USED });
    expect(await failure(oauth.getAccessToken('never-issued'))).toMatchObject({
      code: WECHAT_ERRCODE.INVALID_CODE,
    });
  });
});
