import DysmsapiModule, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { ExtendsParameters, RuntimeOptions } from '@darabonba/typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSimulator, type SimulatorServer } from '../simulator-server.ts';
import { AliyunSmsClient } from './aliyun-sms-client.ts';
import { SmsOutbox, smsSimulatorPlugin } from './aliyun-sms-simulator.ts';
import { SmsDeliveryError } from './sms.ts';

// The contract test: Aliyun's official SDK, unpatched and configured only by its endpoint, against
// the simulator — so the simulator is checked by code nobody on this project wrote.
const Dysmsapi = (DysmsapiModule as unknown as { default?: typeof DysmsapiModule }).default ?? DysmsapiModule;

const KEY = { id: 'key-id', secret: 'key-secret' };
const outbox = new SmsOutbox();
let simulator: SimulatorServer;

beforeAll(async () => {
  simulator = await serveSimulator(
    smsSimulatorPlugin(outbox, {
      accessKeyId: KEY.id,
      accessKeySecret: KEY.secret,
      templates: { SMS_1: (p) => `验证码 ${p.code ?? ''}`, SMS_2: () => '已注册' },
    }),
  );
});
afterAll(() => simulator.close());

function sdk(secret = KEY.secret, keyId = KEY.id) {
  return new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: keyId,
      accessKeySecret: secret,
      endpoint: new URL(simulator.origin).host,
      protocol: 'HTTP',
    }),
  );
}

function sendRequest(phone: string, code = '1') {
  return new SendSmsRequest({
    phoneNumbers: phone,
    signName: '节点宝',
    templateCode: 'SMS_1',
    templateParam: JSON.stringify({ code }),
  });
}

/** The SDK's own way to set a header it would otherwise make (nonce, date). */
function withHeaders(headers: Record<string, string>) {
  return new RuntimeOptions({ autoretry: false, extendsParameters: new ExtendsParameters({ headers }) });
}

async function refusal(call: Promise<unknown>) {
  const err = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode?: number; code?: string } | null;
  return { statusCode: err?.statusCode, code: err?.code };
}

describe('Aliyun SMS simulator, through the official SDK (V3 signature)', () => {
  it('delivers SendSms into the outbox', async () => {
    const reply = await sdk().sendSmsWithOptions(
      sendRequest('13800138000', '246810'),
      new RuntimeOptions({}),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.body?.code).toBe('OK');
    expect(reply.body?.bizId).toBeTruthy();
    expect(outbox.latestCode('13800138000')).toBe('246810');
    expect(outbox.list('13800138000')[0]?.text).toBe('【节点宝】验证码 246810');
  });

  it("answers key and signature errors with Aliyun's 4xx and code", async () => {
    expect(
      await refusal(sdk('wrong').sendSmsWithOptions(sendRequest('13800138001'), new RuntimeOptions({}))),
    ).toEqual({
      statusCode: 400,
      code: 'SignatureDoesNotMatch',
    });
    expect(
      await refusal(
        sdk(KEY.secret, 'other').sendSmsWithOptions(sendRequest('13800138001'), new RuntimeOptions({})),
      ),
    ).toEqual({ statusCode: 404, code: 'InvalidAccessKeyId.NotFound' });
    expect(outbox.list('13800138001')).toHaveLength(0);
  });

  it('refuses a replayed nonce and an old date', async () => {
    const nonce = withHeaders({ 'x-acs-signature-nonce': 'fixed-nonce' });
    expect((await sdk().sendSmsWithOptions(sendRequest('13800138003'), nonce)).body?.code).toBe('OK');
    expect(await refusal(sdk().sendSmsWithOptions(sendRequest('13800138003'), nonce))).toEqual({
      statusCode: 400,
      code: 'SignatureNonceUsed',
    });
    const old = withHeaders({ 'x-acs-date': '2020-01-01T00:00:00Z' });
    expect(await refusal(sdk().sendSmsWithOptions(sendRequest('13800138003'), old))).toEqual({
      statusCode: 400,
      code: 'InvalidTimeStamp.Expired',
    });
    expect(outbox.list('13800138003')).toHaveLength(1);
  });

  it('answers business refusals as 200 with an isv code', async () => {
    const reply = await sdk().sendSmsWithOptions(sendRequest('12345'), new RuntimeOptions({}));
    expect(reply.statusCode).toBe(200);
    expect(reply.body?.code).toBe('isv.MOBILE_NUMBER_ILLEGAL');
  });

  it('refuses a request without a V3 signature (the discontinued V1 parameters included)', async () => {
    const v1 = new URLSearchParams({
      Action: 'SendSms',
      AccessKeyId: KEY.id,
      Signature: 'x',
      SignatureVersion: '1.0',
    });
    const res = await fetch(`${simulator.origin}/?${v1}`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { Code: string }).Code).toBe('IncompleteSignature');
  });
});

describe('AliyunSmsClient (the SDK as the console uses it)', () => {
  const templates = {
    'verify-code': 'SMS_1',
    'already-registered': 'SMS_2',
    'sign-in-notice': 'SMS_3',
  } as const;
  const client = (secret = KEY.secret) =>
    new AliyunSmsClient({
      endpoint: simulator.origin,
      accessKeyId: KEY.id,
      accessKeySecret: secret,
      signName: '节点宝',
      templates,
    });

  it('delivers a code', async () => {
    await client().send({ mobile: '13800138010', template: 'verify-code', params: { code: '135790' } });
    expect(outbox.latestCode('13800138010')).toBe('135790');
  });

  it("names Aliyun's code in the delivery error, for a 4xx and for a business refusal", async () => {
    const sent = (secret: string, mobile: string) =>
      client(secret).send({ mobile, template: 'verify-code', params: { code: '1' } });
    await expect(sent('wrong', '13800138011')).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      providerCode: 'SignatureDoesNotMatch',
    });
    await expect(sent(KEY.secret, '999')).rejects.toMatchObject({
      providerCode: 'isv.MOBILE_NUMBER_ILLEGAL',
    });
  });

  it('reports an endpoint that does not answer as a delivery error', async () => {
    const nowhere = new AliyunSmsClient({
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: KEY.id,
      accessKeySecret: KEY.secret,
      signName: '节点宝',
      templates,
      timeoutMs: 1000,
    });
    await expect(
      nowhere.send({ mobile: '13800138012', template: 'verify-code', params: {} }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
