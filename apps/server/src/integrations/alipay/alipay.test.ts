import { generateKeyPairSync } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper.ts';
import { PRODUCTION_ENV } from '../../../test/production-env.ts';
import type { App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { loadSimulatorKeys, publicKeyPem, readRsaKey } from './alipay-keys.ts';
import {
  canonicalString,
  parseShanghaiTimestamp,
  rsa2Sign,
  rsa2Verify,
  shanghaiTimestamp,
} from './alipay-signature.ts';
import {
  AlipaySimulatorState,
  alipaySimulatorOptions,
  alipaySimulatorPlugin,
  createAlipayPayouts,
  fenToYuan,
  yuanToFen,
  type AlipayPayouts,
  type TransferRequest,
} from './index.ts';

const keys = loadSimulatorKeys();

describe('Alipay RSA2 request signing', () => {
  it("builds the string to sign of Alipay's published example (sorted, raw values, no sign, no empties)", () => {
    const biz =
      '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}';
    const params = {
      app_id: '2014072300007148',
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: biz,
      sign: 'e9zEAe4TTQ4LPLQvETPoLGXTiURcxiAKfMVQ6Hrrsx2hmyIEGvSfAQzbLxHrhyZ48wOJXTsD4FPnt+YGdK57+fP1BCbf9rIVycfjhYCqlFhbTu9pFnZgT55W+xbAFb9y7vL0MyAxwXUXvZtQVqEwW7pURtKilbcBTEW7TAxzgro=',
      version: '1.0',
      app_auth_token: '',
    };
    expect(canonicalString(params)).toBe(
      `app_id=2014072300007148&biz_content=${biz}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`,
    );
  });

  it("signs a known parameter set with the app key so that the app's public key verifies it, and only it", () => {
    const params = {
      app_id: '2021000000000001',
      method: 'alipay.fund.trans.uni.transfer',
      charset: 'utf-8',
      format: 'JSON',
      sign_type: 'RSA2',
      timestamp: '2026-01-02 03:04:05',
      version: '1.0',
      biz_content: '{"out_biz_no":"1","trans_amount":"10.00"}',
    };
    const sign = rsa2Sign(canonicalString(params), keys.appPrivateKey);
    expect(rsa2Verify(canonicalString({ ...params, sign }), sign, keys.appPublicKey)).toBe(true);
    const altered = { ...params, biz_content: '{"out_biz_no":"1","trans_amount":"99.00"}' };
    expect(rsa2Verify(canonicalString(altered), sign, keys.appPublicKey)).toBe(false);
    expect(rsa2Verify(canonicalString(params), sign, keys.alipayPublicKey)).toBe(false);
    expect(rsa2Verify(canonicalString(params), 'not base64 at all', keys.appPublicKey)).toBe(false);
  });

  it('stamps requests in Asia/Shanghai whatever the process time zone', () => {
    expect(shanghaiTimestamp(new Date('2026-01-01T16:30:05Z'))).toBe('2026-01-02 00:30:05');
    expect(parseShanghaiTimestamp('2026-01-02 00:30:05')).toBe(Date.parse('2026-01-01T16:30:05Z'));
    expect(parseShanghaiTimestamp('2026-01-02T00:30:05Z')).toBeNaN();
  });
});

describe('amounts on the wire', () => {
  it('converts integer fen to 元 with two decimals, without floats', () => {
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(10)).toBe('0.10');
    expect(fenToYuan(1000)).toBe('10.00');
    expect(fenToYuan(990000)).toBe('9900.00');
    expect(fenToYuan(123456789)).toBe('1234567.89');
    expect(fenToYuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => fenToYuan(-1)).toThrow(RangeError);
  });

  it('reads 元 strings back to fen', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('9900.00')).toBe(990000);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('1.234')).toBeUndefined();
    expect(yuanToFen('-1.00')).toBeUndefined();
    expect(yuanToFen('1e3')).toBeUndefined();
  });
});

describe('AlipayPayouts against the simulator', () => {
  const state = new AlipaySimulatorState();
  const server = Fastify();
  const config = loadConfig({ NODE_ENV: 'test', ALIPAY_TIMEOUT_MS: '200' }).alipay;
  let base = '';
  let gateway = '';
  let payouts: AlipayPayouts;
  let seq = 0;
  const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
    outBizNo: `W${Date.now()}${++seq}`,
    amountFen: 990000,
    account: 'member@example.com',
    realName: '张三',
    title: '节点宝提现',
    remark: '收益提现',
    ...overrides,
  });

  beforeAll(async () => {
    await server.register(formbody);
    await server.register(alipaySimulatorPlugin(state, alipaySimulatorOptions(config, { hangMs: 1000 })), {
      prefix: '/sim/alipay',
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sim/alipay`;
    gateway = `${base}/gateway.do`;
    payouts = createAlipayPayouts(config, gateway);
  });
  afterAll(() => server.close());
  beforeEach(() => state.clearFaults());

  it('pays a transfer once and reports the order, with the amount and payee as sent', async () => {
    const req = request();
    const result = await payouts.transfer(req);
    expect(result).toMatchObject({ state: 'success', orderId: expect.stringMatching(/^\d{32}$/) });
    if (result.state !== 'success') return;
    expect(Math.abs(Date.parse(result.payDate) - Date.now())).toBeLessThan(60_000);
    expect(state.transfer(req.outBizNo)).toMatchObject({
      amountFen: 990000,
      account: 'member@example.com',
      realName: '张三',
      title: '节点宝提现',
      remark: '收益提现',
      status: 'SUCCESS',
    });
    expect(state.transfersFor(req.outBizNo)).toBe(1);
    expect(await payouts.query(req.outBizNo)).toEqual(result);
  });

  it('pays a repeated out_biz_no once, answering with the same order', async () => {
    const req = request({ amountFen: 1000 });
    const first = await payouts.transfer(req);
    const second = await payouts.transfer(req);
    expect(first.state).toBe('success');
    expect(second).toEqual(first);
    expect(state.requestsFor(req.outBizNo)).toBe(2);
    expect(state.transfersFor(req.outBizNo)).toBe(1);
  });

  it("refuses amounts under Alipay's minimum of 0.10 元", async () => {
    expect(await payouts.transfer(request({ amountFen: 9 }))).toMatchObject({
      state: 'failed',
      code: 'EXCEED_LIMIT_SM_MIN_AMOUNT',
    });
    await expect(payouts.transfer(request({ amountFen: 0 }))).rejects.toThrow(RangeError);
  });

  it('does not treat the same out_biz_no with another amount as a failure: it may have been paid', async () => {
    const req = request();
    await payouts.transfer(req);
    const other = await payouts.transfer({ ...req, amountFen: req.amountFen + 1 });
    expect(other).toMatchObject({
      state: 'unknown',
      reason: expect.stringContaining('PAYMENT_INFO_INCONSISTENCY'),
    });
    expect(state.transfersFor(req.outBizNo)).toBe(1);
  });

  it('reports a business refusal as failed, with nothing paid, and the query agrees', async () => {
    const req = request();
    state.inject({ kind: 'business-error', subCode: 'PAYEE_NOT_EXIST' });
    expect(await payouts.transfer(req)).toEqual({
      state: 'failed',
      code: 'PAYEE_NOT_EXIST',
      reason: '收款账号不存在',
    });
    expect(await payouts.query(req.outBizNo)).toEqual({
      state: 'failed',
      code: 'PAYEE_NOT_EXIST',
      reason: '收款账号不存在',
    });
    expect(state.transfersFor(req.outBizNo)).toBe(0);

    const misnamed = request();
    state.inject({ kind: 'business-error', subCode: 'PAYEE_USER_INFO_ERROR' });
    expect(await payouts.transfer(misnamed)).toMatchObject({
      state: 'failed',
      code: 'PAYEE_USER_INFO_ERROR',
    });
  });

  it('after a timeout AFTER processing: unknown, the query finds it paid, a retry pays nothing more', async () => {
    const req = request();
    state.inject({ kind: 'timeout', when: 'after-processing' });
    expect(await payouts.transfer(req)).toEqual({
      state: 'unknown',
      reason: expect.stringMatching(/^timeout/),
    });
    expect(state.transfersFor(req.outBizNo)).toBe(1);
    const found = await payouts.query(req.outBizNo);
    expect(found.state).toBe('success');
    expect(await payouts.transfer(req)).toEqual(found);
    expect(state.transfersFor(req.outBizNo)).toBe(1);
  });

  it('after a timeout BEFORE processing: unknown, the query finds nothing, the retry with the same number pays once', async () => {
    const req = request();
    state.inject({ kind: 'timeout', when: 'before-processing' });
    expect(await payouts.transfer(req)).toMatchObject({ state: 'unknown' });
    expect(state.transfersFor(req.outBizNo)).toBe(0);
    expect(await payouts.query(req.outBizNo)).toEqual({ state: 'not_found' });
    expect((await payouts.transfer(req)).state).toBe('success');
    expect(await payouts.transfer(req)).toMatchObject({ state: 'success' });
    expect(state.transfersFor(req.outBizNo)).toBe(1);
  });

  it('a request delivered twice is paid once', async () => {
    const req = request();
    state.inject({ kind: 'duplicate' });
    expect((await payouts.transfer(req)).state).toBe('success');
    expect(state.requestsFor(req.outBizNo)).toBe(2);
    expect(state.transfersFor(req.outBizNo)).toBe(1);
  });

  it('DEALING, then the query reports DEALING and later SUCCESS, paid once', async () => {
    const req = request();
    state.inject({ kind: 'dealing', pendingQueries: 1 });
    expect(await payouts.transfer(req)).toEqual({ state: 'dealing' });
    expect(state.transfersFor(req.outBizNo)).toBe(0);
    expect(await payouts.query(req.outBizNo)).toEqual({ state: 'dealing' });
    expect(await payouts.query(req.outBizNo)).toMatchObject({ state: 'success' });
    expect(await payouts.transfer(req)).toMatchObject({ state: 'success' });
    expect(state.transfersFor(req.outBizNo)).toBe(1);
  });

  it('never trusts an answer altered after signing or signed by another key', async () => {
    const tampered = request();
    state.inject({ kind: 'tampered-answer' });
    expect(await payouts.transfer(tampered)).toEqual({
      state: 'unknown',
      reason: expect.stringMatching(/^bad signature/),
    });
    const forged = request();
    state.inject({ kind: 'forged-answer' });
    expect(await payouts.transfer(forged)).toMatchObject({
      state: 'unknown',
      reason: expect.stringMatching(/^bad signature/),
    });
    state.inject({ kind: 'forged-answer' }, { method: 'query' });
    expect(await payouts.query(forged.outBizNo)).toMatchObject({ state: 'unknown' });
    // Both were processed: the truth comes from a query that verifies.
    expect((await payouts.query(tampered.outBizNo)).state).toBe('success');
    expect(state.transfersFor(tampered.outBizNo) + state.transfersFor(forged.outBizNo)).toBe(2);
  });

  it('system busy, a 502 from a proxy and a query timeout are unknown', async () => {
    const busy = request();
    state.inject({ kind: 'system-error', when: 'after-processing' });
    expect(await payouts.transfer(busy)).toMatchObject({
      state: 'unknown',
      reason: expect.stringContaining('SYSTEM_ERROR'),
    });
    expect((await payouts.query(busy.outBizNo)).state).toBe('success');

    const proxied = request();
    state.inject({ kind: 'http-error', status: 502, when: 'before-processing' });
    expect(await payouts.transfer(proxied)).toMatchObject({
      state: 'unknown',
      reason: expect.stringContaining('502'),
    });
    expect(await payouts.query(proxied.outBizNo)).toEqual({ state: 'not_found' });

    state.inject({ kind: 'timeout', when: 'before-processing' }, { method: 'query' });
    expect(await payouts.query(busy.outBizNo)).toMatchObject({
      state: 'unknown',
      reason: expect.stringMatching(/^timeout/),
    });
  });

  it('a request signed with another app key is refused by the gateway and pays nothing', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wrongKey = createAlipayPayouts(
      { ...config, privateKey: stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      gateway,
    );
    const req = request();
    expect(await wrongKey.transfer(req)).toMatchObject({ state: 'failed', code: 'isv.invalid-signature' });
    expect(await wrongKey.query(req.outBizNo)).toMatchObject({ state: 'unknown' });
    expect(state.requestsFor(req.outBizNo)).toBe(0);
    expect(await payouts.query(req.outBizNo)).toEqual({ state: 'not_found' });
  });

  it("answers a bad signature in Alipay's error shape, itself signed by the simulator's Alipay key", async () => {
    const form = new URLSearchParams({
      app_id: config.appId,
      method: 'alipay.fund.trans.uni.transfer',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: shanghaiTimestamp(),
      version: '1.0',
      biz_content: '{}',
      sign: 'AAAA',
    });
    const text = await (await fetch(gateway, { method: 'POST', body: form })).text();
    const body = JSON.parse(text) as {
      alipay_fund_trans_uni_transfer_response: Record<string, string>;
      sign: string;
    };
    expect(body.alipay_fund_trans_uni_transfer_response).toMatchObject({
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: 'isv.invalid-signature',
    });
    const node = text.slice(text.indexOf(':') + 1, text.lastIndexOf(',"sign"'));
    expect(rsa2Verify(node, body.sign, keys.alipayPublicKey)).toBe(true);

    // A correctly signed request stamped in UTC instead of Asia/Shanghai is refused too.
    form.delete('sign');
    form.set(
      'timestamp',
      new Date(Date.now() - 8 * 3600_000 - 20 * 60_000).toISOString().slice(0, 19).replace('T', ' '),
    );
    form.set('sign', rsa2Sign(canonicalString(Object.fromEntries(form)), keys.appPrivateKey));
    const late = (await (await fetch(gateway, { method: 'POST', body: form })).json()) as {
      alipay_fund_trans_uni_transfer_response: Record<string, string>;
    };
    expect(late.alipay_fund_trans_uni_transfer_response.sub_code).toBe('isv.invalid-timestamp');
  });

  it('takes faults over HTTP and shows what it holds', async () => {
    const queued = await fetch(`${base}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: { kind: 'business-error', subCode: 'PAYER_BALANCE_NOT_ENOUGH' } }),
    });
    expect(queued.status).toBe(200);
    const req = request();
    expect(await payouts.transfer(req)).toMatchObject({ state: 'failed', code: 'PAYER_BALANCE_NOT_ENOUGH' });
    // A failed order may be retried with its own number, e.g. after a top-up.
    expect(await payouts.transfer(req)).toMatchObject({ state: 'success' });
    expect(state.transfersFor(req.outBizNo)).toBe(1);

    const bad = await fetch(`${base}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: { kind: 'explode' } }),
    });
    expect(bad.status).toBe(422);
    const window = (await (await fetch(`${base}/transfers`)).json()) as { transfers: { outBizNo: string }[] };
    expect(window.transfers[0]?.outBizNo).toBe(req.outBizNo);
  });
});

describe('the app with ALIPAY_PROVIDER=simulator', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ ALIPAY_TIMEOUT_MS: '300' });
  });
  afterAll(() => app.close());

  it('hands services a client that pays through the simulator mounted at /sim/alipay', async () => {
    const simulator = app.alipaySimulator;
    if (!simulator) throw new Error('simulator not mounted');
    const req = {
      outBizNo: '42',
      amountFen: 1234,
      account: '13800000001',
      realName: '李四',
      title: '节点宝提现',
    };
    expect(await app.deps.alipay.transfer(req)).toMatchObject({ state: 'success' });
    expect(simulator.transfersFor('42')).toBe(1);
    simulator.inject({ kind: 'timeout', when: 'before-processing' }, { method: 'query' });
    expect(await app.deps.alipay.query('42')).toMatchObject({ state: 'unknown' });
    const window = await app.inject('/sim/alipay/transfers');
    expect(window.json()).toMatchObject({ payments: [{ outBizNo: '42', amountFen: 1234 }] });
  });
});

describe('Alipay configuration', () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const real = {
    ALIPAY_PROVIDER: 'alipay',
    ALIPAY_APP_ID: '2021004100000000',
    ALIPAY_PRIVATE_KEY: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: alipayPair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  const production = PRODUCTION_ENV;

  it('uses the simulator with its dev keys by default, outside production', () => {
    const { alipay } = loadConfig({});
    expect(alipay).toMatchObject({ provider: 'simulator', gateway: '', timeoutMs: 10_000 });
    expect(alipay.alipayPublicKey).toBe(keys.alipayPublicKey);
  });

  it('refuses the simulator, missing keys and the dev keys in production, naming the variable', () => {
    expect(() => loadConfig(production)).toThrow(/ALIPAY_PROVIDER/);
    expect(() => loadConfig({ ...production, ALIPAY_PROVIDER: 'alipay' })).toThrow(
      /ALIPAY_APP_ID[\s\S]*ALIPAY_PRIVATE_KEY[\s\S]*ALIPAY_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ ...production, ...real, ALIPAY_PRIVATE_KEY: keys.appPrivateKey })).toThrow(
      /ALIPAY_PRIVATE_KEY: the simulator's dev key/,
    );
    expect(() => loadConfig({ ...production, ...real, ALIPAY_PUBLIC_KEY: 'not a key' })).toThrow(
      /ALIPAY_PUBLIC_KEY/,
    );
    expect(() =>
      loadConfig({ ...production, ...real, ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do' }),
    ).toThrow(/ALIPAY_GATEWAY/);
    expect(loadConfig({ ...production, ...real }).alipay).toMatchObject({
      provider: 'alipay',
      appId: '2021004100000000',
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
  });

  it("reads keys as PEM, as the bare base64 of Alipay's key tool, or as one env line with \\n", () => {
    const bare = pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    const oneLine = real.ALIPAY_PRIVATE_KEY.replace(/\n/g, '\\n');
    const expected = publicKeyPem(pair.publicKey);
    expect(publicKeyPem(readRsaKey(bare, 'private'))).toBe(expected);
    expect(publicKeyPem(readRsaKey(oneLine, 'private'))).toBe(expected);
    const barePublic = alipayPair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(publicKeyPem(readRsaKey(barePublic, 'public'))).toBe(publicKeyPem(alipayPair.publicKey));
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => readRsaKey(small.export({ type: 'pkcs8', format: 'pem' }).toString(), 'private')).toThrow(
      /2048/,
    );
  });
});
