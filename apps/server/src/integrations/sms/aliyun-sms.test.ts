import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRpc } from './aliyun-signature.ts';
import { AliyunSmsClient } from './aliyun-sms-client.ts';
import { SmsOutbox, smsSimulatorPlugin } from './aliyun-sms-simulator.ts';

describe('Aliyun RPC signature', () => {
  it("matches the worked example of Aliyun's SMS documentation", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpc('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('AliyunSmsClient against the simulator', () => {
  const outbox = new SmsOutbox();
  const server = Fastify();
  let endpoint = '';
  const templates = { 'verify-code': 'SMS_1', 'already-registered': 'SMS_2' } as const;

  beforeAll(async () => {
    await server.register(formbody);
    await server.register(
      smsSimulatorPlugin(outbox, {
        accessKeyId: 'key-id',
        accessKeySecret: 'key-secret',
        templates: { SMS_1: (p) => `验证码 ${p.code ?? ''}`, SMS_2: () => '已注册' },
      }),
      { prefix: '/sim' },
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sim/`;
  });
  afterAll(() => server.close());

  it('delivers a correctly signed message', async () => {
    const client = new AliyunSmsClient({
      endpoint,
      accessKeyId: 'key-id',
      accessKeySecret: 'key-secret',
      signName: '节点宝',
      templates,
    });
    await client.send({ mobile: '13800138000', template: 'verify-code', params: { code: '246810' } });
    expect(outbox.latestCode('13800138000')).toBe('246810');
    expect(outbox.list('13800138000')[0]?.text).toBe('【节点宝】验证码 246810');
  });

  it('is refused with a wrong secret, and the client reports the provider code', async () => {
    const client = new AliyunSmsClient({
      endpoint,
      accessKeyId: 'key-id',
      accessKeySecret: 'wrong',
      signName: '节点宝',
      templates,
    });
    await expect(
      client.send({ mobile: '13800138001', template: 'verify-code', params: { code: '1' } }),
    ).rejects.toThrow('SignatureDoesNotMatch');
    expect(outbox.list('13800138001')).toHaveLength(0);
  });

  it('refuses an unknown key id and an illegal number', async () => {
    const unknown = new AliyunSmsClient({
      endpoint,
      accessKeyId: 'other',
      accessKeySecret: 'key-secret',
      signName: 'x',
      templates,
    });
    await expect(
      unknown.send({ mobile: '13800138002', template: 'verify-code', params: {} }),
    ).rejects.toThrow('InvalidAccessKeyId');
    const good = new AliyunSmsClient({
      endpoint,
      accessKeyId: 'key-id',
      accessKeySecret: 'key-secret',
      signName: 'x',
      templates,
    });
    await expect(good.send({ mobile: '12345', template: 'verify-code', params: {} })).rejects.toThrow(
      'MOBILE_NUMBER_ILLEGAL',
    );
  });

  it('refuses a replayed request (same nonce)', async () => {
    const body = new URLSearchParams({
      AccessKeyId: 'key-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138003',
      SignName: '节点宝',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'fixed-nonce',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"1"}',
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    });
    body.set('Signature', signRpc('POST', Object.fromEntries(body), 'key-secret'));
    const send = () =>
      fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect(((await (await send()).json()) as { Code: string }).Code).toBe('OK');
    expect(((await (await send()).json()) as { Code: string }).Code).toBe('SignatureNonceUsed');
  });
});
