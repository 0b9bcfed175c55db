import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../../test/helper.ts';
import { loadConfig } from '../../config.ts';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  nonce,
  requestMessage,
  rsaSign,
} from './wechatpay-crypto.ts';
import { rfc3339Shanghai, WechatPayClient } from './wechatpay-client.ts';
import { loadWechatPaySimulatorKeys, SIMULATOR_WECHATPAY } from './wechatpay-keys.ts';
import { WechatPayError } from './wechatpay.ts';

/** The client against the simulator: both sides check each other's signatures, as with WeChat Pay. */
let app: App;
let base: string;
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

beforeAll(async () => {
  app = await createTestApp();
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sim/wechatpay/`;
});
afterAll(async () => {
  await app.close();
});

function client(overrides: Partial<ConstructorParameters<typeof WechatPayClient>[0]> = {}) {
  const keys = loadWechatPaySimulatorKeys();
  return new WechatPayClient({
    appId: app.deps.wechatpay!.client.appId,
    mchId: SIMULATOR_WECHATPAY.mchId,
    mchSerialNo: SIMULATOR_WECHATPAY.mchSerialNo,
    mchPrivateKey: keys.merchantPrivateKey,
    platformPublicKey: keys.platformPublicKey,
    platformPublicKeyId: SIMULATOR_WECHATPAY.publicKeyId,
    apiV3Key: SIMULATOR_WECHATPAY.apiV3Key,
    apiBase: base,
    timeoutMs: 5_000,
    ...overrides,
  });
}

const prepay = (outTradeNo: string) => ({
  outTradeNo,
  description: '测试',
  amountFen: 100,
  timeExpire: new Date(Date.now() + 60_000),
  notifyUrl: 'https://example.invalid/notify',
});

describe('WeChat Pay client and simulator', () => {
  it('prepays, queries and closes an order with signed requests and verified answers', async () => {
    const pay = client();
    expect(await pay.prepayNative(prepay('NB20261123000000TEST01'))).toMatch(/^weixin:\/\//);
    expect(await pay.queryOrder('NB20261123000000TEST01')).toMatchObject({
      trade_state: 'NOTPAY',
      amount: { total: 100 },
    });
    await pay.closeOrder('NB20261123000000TEST01');
    expect((await pay.queryOrder('NB20261123000000TEST01'))?.trade_state).toBe('CLOSED');
    expect(await pay.queryOrder('NB20261123000000NOSUCH')).toBeNull();
  });

  it('answers a signed body that is not JSON with 400 PARAM_ERROR, and an unsigned one with 401', async () => {
    const keys = loadWechatPaySimulatorKeys();
    const path = '/sim/wechatpay/v3/pay/transactions/native';
    const send = async (body: string, signed: boolean) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonceStr = nonce();
      const signature = rsaSign(
        keys.merchantPrivateKey,
        requestMessage('POST', path, timestamp, nonceStr, body),
      );
      const authorization = authorizationHeader({
        mchId: SIMULATOR_WECHATPAY.mchId,
        serialNo: SIMULATOR_WECHATPAY.mchSerialNo,
        nonce: nonceStr,
        timestamp,
        signature,
      });
      return app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { 'content-type': 'application/json', ...(signed ? { authorization } : {}) },
      });
    };
    for (const garbage of ['{"mchid":', 'not json', '\u0000']) {
      const signed = await send(garbage, true);
      expect(signed.statusCode).toBe(400);
      expect(signed.json()).toMatchObject({ code: 'PARAM_ERROR' });
      expect((await send(garbage, false)).statusCode).toBe(401);
    }
  });

  it('accepts a request signed over the path from /v3/, as an SDK pointed at the simulator signs it', async () => {
    const keys = loadWechatPaySimulatorKeys();
    const signed =
      '/v3/pay/transactions/out-trade-no/NB20261123000000NOSUCH?mchid=' + SIMULATOR_WECHATPAY.mchId;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = nonce();
    const authorization = authorizationHeader({
      mchId: SIMULATOR_WECHATPAY.mchId,
      serialNo: SIMULATOR_WECHATPAY.mchSerialNo,
      nonce: nonceStr,
      timestamp,
      signature: rsaSign(keys.merchantPrivateKey, requestMessage('GET', signed, timestamp, nonceStr, '')),
    });
    const res = await app.inject({
      method: 'GET',
      url: `/sim/wechatpay${signed}`,
      headers: { authorization },
    });
    // Past the signature check: the order is unknown, said as WeChat Pay says it.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_EXIST' });
  });

  it('is refused by WeChat Pay when signed with another key', async () => {
    const forged = client({ mchPrivateKey: stranger.privateKey });
    await expect(forged.prepayNative(prepay('NB20261123000000TEST02'))).rejects.toMatchObject({
      code: 'SIGN_ERROR',
    });
  });

  it('refuses answers that do not verify with the WeChat Pay public key', async () => {
    const fooled = client({ platformPublicKey: stranger.publicKey });
    const attempt = fooled.prepayNative(prepay('NB20261123000000TEST03'));
    await expect(attempt).rejects.toBeInstanceOf(WechatPayError);
    await expect(attempt).rejects.toMatchObject({ code: null });
  });

  it('accepts answers signed by another configured key during a key change, by its serial', async () => {
    const keys = loadWechatPaySimulatorKeys();
    // The simulator signs with what is, for this client, the "other" key named by its serial.
    const moving = client({
      platformPublicKey: stranger.publicKey,
      platformPublicKeyId: 'PUB_KEY_ID_NEXT',
      otherPlatformKeys: [{ id: SIMULATOR_WECHATPAY.publicKeyId, key: keys.platformPublicKey }],
    });
    expect(await moving.prepayNative(prepay('NB20261123000000TEST04'))).toMatch(/^weixin:\/\//);
  });

  it('reads the merchant settings whole, and names a bad extra key', () => {
    const keys = loadWechatPaySimulatorKeys();
    const pem = (k: KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString().replace(/\n/g, '\\n');
    const merchant = {
      WECHATPAY_PROVIDER: 'wechatpay',
      WECHATPAY_MCH_ID: '1900000009',
      WECHATPAY_APP_ID: 'wx1234567890abcdef',
      WECHATPAY_MCH_SERIAL_NO: 'ABC123',
      WECHATPAY_PRIVATE_KEY: keys.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHATPAY_PUBLIC_KEY: pem(keys.platformPublicKey),
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0001',
      WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
      WECHATPAY_NOTIFY_URL: 'https://console.example.com/api/pay/wechat-notify',
    };
    const config = loadConfig({
      ...merchant,
      WECHATPAY_OTHER_PUBLIC_KEYS: `OLD_CERT=${pem(stranger.publicKey)}`,
    });
    expect(config.wechatpay).toMatchObject({ mchId: '1900000009', platformPublicKeyId: 'PUB_KEY_ID_0001' });
    expect(config.wechatpay?.otherPlatformKeys.map((k) => k.id)).toEqual(['OLD_CERT']);
    expect(() => loadConfig({ ...merchant, WECHATPAY_OTHER_PUBLIC_KEYS: 'OLD_CERT=not a key' })).toThrow(
      /WECHATPAY_OTHER_PUBLIC_KEYS: OLD_CERT/,
    );
    expect(() => loadConfig({ ...merchant, WECHATPAY_API_V3_KEY: 'short' })).toThrow(/WECHATPAY_API_V3_KEY/);
    expect(() => loadConfig({ WECHATPAY_PROVIDER: 'wechatpay', WECHATPAY_MCH_ID: '1900000009' })).toThrow(
      /WECHATPAY_PRIVATE_KEY/,
    );
    expect(loadConfig({ WECHATPAY_PROVIDER: 'wechatpay' }).wechatpay).toBeNull();
  });

  it('decrypts what it encrypted and nothing with a changed byte', () => {
    const key = SIMULATOR_WECHATPAY.apiV3Key;
    const ciphertext = encryptResource(key, '{"out_trade_no":"x"}', 'transaction', 'abcdefabcdef');
    const resource = {
      algorithm: 'AEAD_AES_256_GCM' as const,
      ciphertext,
      associated_data: 'transaction',
      nonce: 'abcdefabcdef',
      original_type: 'transaction',
    };
    expect(decryptResource(key, resource)).toBe('{"out_trade_no":"x"}');
    expect(() => decryptResource(key, { ...resource, associated_data: 'transactioN' })).toThrow();
    expect(() => decryptResource(key, { ...resource, nonce: 'abcdefabcdeF' })).toThrow();
  });

  it('gives time_expire in Beijing time with its offset', () => {
    expect(rfc3339Shanghai(new Date('2026-11-23T16:30:05.123Z'))).toBe('2026-11-24T00:30:05+08:00');
  });
});
