import { createPublicKey, X509Certificate } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import WxPay from 'wechatpay-node-v3';
import { serveSimulator, type SimulatorServer } from '../simulator-server.ts';
import { loadWechatPaySimulatorKeys, SIMULATOR_WECHATPAY } from './wechatpay-keys.ts';
import { loadConfig } from '../../config.ts';
import { createWechatPaySimulatorState } from './index.ts';
import { wechatPaySimulatorPlugin } from './wechatpay-simulator.ts';

// The contract tests: two WeChat Pay API v3 SDKs nobody on this project wrote, unpatched, against the
// simulator served at the root of its own port — pointed at it by base URL (wechatpay-axios-plugin)
// or by swapping only the host in the documented createHttp hook (wechatpay-node-v3, whose URLs
// are fixed). Notifications are verified and decrypted with each SDK's own functions.

const keys = loadWechatPaySimulatorKeys();
const APP_ID = loadConfig({ NODE_ENV: 'test' }).wechatpay!.appId;
const log = { info: () => undefined } as unknown as Parameters<typeof wechatPaySimulatorPlugin>[1];

type Answer = { status: number; data: Record<string, unknown>; headers: Record<string, string> };
type Endpoint = {
  get(config?: object): Promise<Answer>;
  post(data?: object, config?: object): Promise<Answer>;
};

/**
 * A path of the plugin's chain, `at(wxpay, 'v3.pay.transactions.native')` for the README's
 * `wxpay.v3.pay.transactions.native` (its typings make every segment possibly undefined here).
 */
function at(wxpay: Wechatpay, path: string): Endpoint {
  return path
    .split('.')
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], wxpay) as Endpoint;
}

/** The simulator as the console's config makes it, in the given mode, sending each notification once. */
const simulatorState = (mode: 'public-key' | 'certificate') =>
  createWechatPaySimulatorState(loadConfig({ NODE_ENV: 'test' }).wechatpay!, { retryDelaysMs: [], mode });

/** The merchant's notify_url: keeps each notification as it came (headers and raw body). */
type Received = { headers: Record<string, string>; body: string };
async function notifyReceiver() {
  const received: Received[] = [];
  const server = await serveSimulator(async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.post('/notify', async (req, reply) => {
      received.push({ headers: req.headers as Record<string, string>, body: req.body as string });
      return reply.code(204).send();
    });
  });
  return { received, url: `${server.origin}/notify`, close: () => server.close() };
}

function order(outTradeNo: string, notifyUrl: string, total = 990) {
  return {
    appid: APP_ID,
    mchid: SIMULATOR_WECHATPAY.mchId,
    description: '节点宝激活码 ×1',
    out_trade_no: outTradeNo,
    notify_url: notifyUrl,
    amount: { total, currency: 'CNY' },
  };
}

describe('wechatpay-axios-plugin against the simulator (public-key mode)', () => {
  const state = simulatorState('public-key');
  let simulator: SimulatorServer;
  let receiver: Awaited<ReturnType<typeof notifyReceiver>>;
  let wxpay: Wechatpay;

  beforeAll(async () => {
    simulator = await serveSimulator(wechatPaySimulatorPlugin(state, log));
    receiver = await notifyReceiver();
    wxpay = new Wechatpay({
      baseURL: `${simulator.origin}/`,
      mchid: SIMULATOR_WECHATPAY.mchId,
      serial: SIMULATOR_WECHATPAY.mchSerialNo,
      privateKey: keys.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }),
      certs: {
        [SIMULATOR_WECHATPAY.publicKeyId]: keys.platformPublicKey.export({ type: 'spki', format: 'pem' }),
      },
    });
  });
  afterAll(async () => {
    await simulator.close();
    await receiver.close();
  });

  it('prepays (Native and JSAPI), queries, closes, and every 2xx answer verifies in the SDK', async () => {
    const native = await at(wxpay, 'v3.pay.transactions.native').post(
      order('NBSDKA0000000001', receiver.url),
    );
    expect(native.data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const jsapi = await at(wxpay, 'v3.pay.transactions.jsapi').post({
      ...order('NBSDKA0000000002', receiver.url),
      payer: { openid: 'o_sdk_payer' },
    });
    expect(jsapi.data.prepay_id).toMatch(/^wx/);

    const query = await at(wxpay, 'v3.pay.transactions.outTradeNo._out_trade_no_').get({
      params: { mchid: SIMULATOR_WECHATPAY.mchId },
      out_trade_no: 'NBSDKA0000000001',
    });
    expect(query.data).toMatchObject({ out_trade_no: 'NBSDKA0000000001', trade_state: 'NOTPAY' });

    const closed = await at(wxpay, 'v3.pay.transactions.outTradeNo._out_trade_no_.close').post(
      { mchid: SIMULATOR_WECHATPAY.mchId },
      { out_trade_no: 'NBSDKA0000000002' },
    );
    expect(closed.status).toBe(204);
    const after = await at(wxpay, 'v3.pay.transactions.outTradeNo._out_trade_no_').get({
      params: { mchid: SIMULATOR_WECHATPAY.mchId },
      out_trade_no: 'NBSDKA0000000002',
    });
    expect(after.data.trade_state).toBe('CLOSED');
  });

  it("answers errors in WeChat Pay's signed {code, message}, unknown routes included", async () => {
    const raw = { transformResponse: (data: string) => data };
    for (const [call, status, code] of [
      [
        at(wxpay, 'v3.pay.transactions.outTradeNo._out_trade_no_').get({
          ...raw,
          params: { mchid: SIMULATOR_WECHATPAY.mchId },
          out_trade_no: 'NBSDKA_NEVER_MADE',
        }),
        404,
        'ORDER_NOT_EXIST',
      ],
      [at(wxpay, 'v3.no.such.route').get(raw), 404, 'NOT_FOUND'],
    ] as const) {
      const err = (await call.then(
        () => null,
        (e: unknown) => e,
      )) as { response: { status: number; data: string; headers: Record<string, string> } };
      expect(err.response.status).toBe(status);
      expect(JSON.parse(err.response.data)).toMatchObject({ code, message: expect.any(String) });
      const h = err.response.headers;
      expect(h['wechatpay-serial']).toBe(SIMULATOR_WECHATPAY.publicKeyId);
      const message = Formatter.response(h['wechatpay-timestamp']!, h['wechatpay-nonce']!, err.response.data);
      expect(Rsa.verify(message, h['wechatpay-signature']!, keys.platformPublicKey)).toBe(true);
    }
  });

  it('pays and notifies: the SDK verifies the notification and decrypts its resource', async () => {
    await at(wxpay, 'v3.pay.transactions.native').post(order('NBSDKA0000000003', receiver.url, 1990));
    expect(await state.notify(state.pay('NBSDKA0000000003'))).toBe(true);
    const { headers, body } = receiver.received.at(-1)!;
    const signed = Formatter.response(headers['wechatpay-timestamp']!, headers['wechatpay-nonce']!, body);
    expect(Rsa.verify(signed, headers['wechatpay-signature']!, keys.platformPublicKey)).toBe(true);
    expect(headers['wechatpay-serial']).toBe(SIMULATOR_WECHATPAY.publicKeyId);
    const { create_time, resource } = JSON.parse(body) as {
      create_time: string;
      resource: { ciphertext: string; nonce: string; associated_data: string };
    };
    expect(create_time).toMatch(/\+08:00$/);
    const transaction = JSON.parse(
      Aes.AesGcm.decrypt(
        resource.ciphertext,
        SIMULATOR_WECHATPAY.apiV3Key,
        resource.nonce,
        resource.associated_data,
      ),
    ) as { trade_state: string; amount: { total: number }; success_time: string };
    expect(transaction).toMatchObject({ trade_state: 'SUCCESS', amount: { total: 1990 } });
    expect(transaction.success_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });

  it('downloads /v3/certificates and decrypts the platform certificate', async () => {
    const { data } = await at(wxpay, 'v3.certificates').get();
    const [item] = data.data as {
      serial_no: string;
      effective_time: string;
      expire_time: string;
      encrypt_certificate: { ciphertext: string; nonce: string; associated_data: string };
    }[];
    const { ciphertext, nonce, associated_data } = item!.encrypt_certificate;
    const pem = Aes.AesGcm.decrypt(ciphertext, SIMULATOR_WECHATPAY.apiV3Key, nonce, associated_data);
    const certificate = new X509Certificate(pem);
    expect(item!.serial_no).toBe(certificate.serialNumber.toUpperCase());
    expect(item!.expire_time).toMatch(/\+08:00$/);
    expect(certificate.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
      createPublicKey(keys.platformPrivateKey).export({ type: 'spki', format: 'pem' }),
    );
  });
});

describe('wechatpay-node-v3 against the simulator (platform-certificate mode)', () => {
  const state = simulatorState('certificate');
  let simulator: SimulatorServer;
  let receiver: Awaited<ReturnType<typeof notifyReceiver>>;
  let pay: WxPay;

  beforeAll(async () => {
    simulator = await serveSimulator(wechatPaySimulatorPlugin(state, log));
    receiver = await notifyReceiver();
    pay = new WxPay({
      appid: APP_ID,
      mchid: SIMULATOR_WECHATPAY.mchId,
      publicKey: Buffer.from(keys.merchantCertificate),
      privateKey: Buffer.from(keys.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' })),
      key: SIMULATOR_WECHATPAY.apiV3Key,
    });
    // The SDK's own HTTP service, with only the host swapped: its URLs name api.mch.weixin.qq.com.
    const require = createRequire(import.meta.url);
    const { PayRequest } = require('wechatpay-node-v3/dist/lib/pay-request') as {
      PayRequest: new () => Parameters<WxPay['createHttp']>[0];
    };
    const http = new PayRequest();
    const swap = (url: string) => url.replace('https://api.mch.weixin.qq.com', simulator.origin);
    pay.createHttp({
      post: (url, params, headers) => http.post(swap(url), params, headers),
      get: (url, headers) => http.get(swap(url), headers),
      upload: (url, params, headers) => http.upload(swap(url), params, headers),
    });
  });
  afterAll(async () => {
    await simulator.close();
    await receiver.close();
  });

  it('creates (Native and JSAPI), queries and closes an order', async () => {
    const base = { description: '节点宝激活码 ×1', notify_url: receiver.url, amount: { total: 990 } };
    const native = await pay.transactions_native({ ...base, out_trade_no: 'NBSDKB0000000001' });
    expect(native).toMatchObject({ status: 200, data: { code_url: expect.stringMatching(/^weixin:/) } });
    const jsapi = await pay.transactions_jsapi({
      ...base,
      out_trade_no: 'NBSDKB0000000002',
      payer: { openid: 'o_sdk_payer' },
    });
    expect(jsapi.status).toBe(200);
    expect(jsapi.data).toMatchObject({
      appId: APP_ID,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=wx/),
    });

    const query = await pay.query({ out_trade_no: 'NBSDKB0000000001' });
    expect(query).toMatchObject({ status: 200, data: { trade_state: 'NOTPAY', amount: { total: 990 } } });
    expect((await pay.close('NBSDKB0000000002')).status).toBe(204);
    expect((await pay.query({ out_trade_no: 'NBSDKB0000000002' })).data).toMatchObject({
      trade_state: 'CLOSED',
    });

    const missing = await pay.query({ out_trade_no: 'NBSDKB_NEVER_MADE' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.error!)).toMatchObject({ code: 'ORDER_NOT_EXIST' });
  });

  it('downloads and decrypts /v3/certificates', async () => {
    const [certificate] = (await pay.get_certificates(SIMULATOR_WECHATPAY.apiV3Key)) as {
      serial_no: string;
      publicKey: string;
    }[];
    expect(certificate!.serial_no).toBe(keys.platformCertificate.serial);
    expect(createPublicKey(certificate!.publicKey).export({ type: 'spki', format: 'pem' })).toBe(
      keys.platformPublicKey.export({ type: 'spki', format: 'pem' }),
    );
  });

  it('receives a payment notification: verified (certificates fetched by serial) and decrypted by the SDK', async () => {
    await pay.transactions_native({
      description: '节点宝激活码 ×2',
      out_trade_no: 'NBSDKB0000000003',
      notify_url: receiver.url,
      amount: { total: 1980 },
    });
    expect(await state.notify(state.pay('NBSDKB0000000003'))).toBe(true);
    const { headers, body } = receiver.received.at(-1)!;
    expect(headers['wechatpay-serial']).toBe(keys.platformCertificate.serial);
    const verified = await pay.verifySign({
      timestamp: headers['wechatpay-timestamp']!,
      nonce: headers['wechatpay-nonce']!,
      body,
      serial: headers['wechatpay-serial']!,
      signature: headers['wechatpay-signature']!,
      apiSecret: SIMULATOR_WECHATPAY.apiV3Key,
    });
    expect(verified).toBe(true);
    const forged = await pay.verifySign({
      timestamp: headers['wechatpay-timestamp']!,
      nonce: headers['wechatpay-nonce']!,
      body: body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESs'),
      serial: headers['wechatpay-serial']!,
      signature: headers['wechatpay-signature']!,
    });
    expect(forged).toBe(false);
    const { resource } = JSON.parse(body) as {
      resource: { ciphertext: string; nonce: string; associated_data: string };
    };
    const transaction = pay.decipher_gcm<{
      trade_state: string;
      out_trade_no: string;
      amount: { total: number };
    }>(resource.ciphertext, resource.associated_data, resource.nonce);
    expect(transaction).toMatchObject({
      trade_state: 'SUCCESS',
      out_trade_no: 'NBSDKB0000000003',
      amount: { total: 1980 },
    });
  });
});
