import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { signRpc } from './aliyun-signature.ts';

/**
 * A local stand-in for Aliyun's SendSms endpoint that checks requests the way Aliyun does (signature,
 * key id, timestamp skew, nonce reuse, phone number, template) and keeps what it "delivered" in an
 * outbox that tests, the e2e run and the demo log can read. Never mounted in production (config.ts).
 */
export type SimulatedSms = {
  phone: string;
  templateCode: string;
  params: Record<string, string>;
  text: string;
  at: string;
};

export type SmsSimulatorOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  templates: Record<string, (params: Record<string, string>) => string>;
  /** Print each message to the log (demo mode), so a person can read the code. */
  logMessages?: boolean;
};

export class SmsOutbox {
  private readonly messages: SimulatedSms[] = [];
  private readonly nonces = new Set<string>();

  add(message: SimulatedSms): void {
    this.messages.push(message);
    if (this.messages.length > 1000) this.messages.shift();
  }

  /** Newest first. */
  list(phone?: string): SimulatedSms[] {
    return this.messages.filter((m) => !phone || m.phone === phone).reverse();
  }

  /** The code of the newest verification message to `phone`, as a person would read it. */
  latestCode(phone: string): string | undefined {
    return this.list(phone).find((m) => m.params.code)?.params.code;
  }

  useNonce(nonce: string): boolean {
    if (this.nonces.has(nonce)) return false;
    this.nonces.add(nonce);
    if (this.nonces.size > 10_000) this.nonces.clear();
    return true;
  }
}

function aliyunError(code: string, message: string) {
  return { RequestId: randomUUID(), Code: code, Message: message };
}

export function smsSimulatorPlugin(
  outbox: SmsOutbox,
  options: SmsSimulatorOptions,
  log?: FastifyBaseLogger,
): FastifyPluginAsync {
  return async (app) => {
    const handle = (method: 'GET' | 'POST', params: Record<string, string>) => {
      if (params.AccessKeyId !== options.accessKeyId)
        return aliyunError('InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
      if (!params.Signature || signRpc(method, params, options.accessKeySecret) !== params.Signature)
        return aliyunError(
          'SignatureDoesNotMatch',
          'Specified signature is not matched with our calculation.',
        );
      const ts = Date.parse(params.Timestamp ?? '');
      if (!Number.isFinite(ts) || Math.abs(Date.now() - ts) > 15 * 60 * 1000)
        return aliyunError('InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
      if (!params.SignatureNonce || !outbox.useNonce(params.SignatureNonce))
        return aliyunError('SignatureNonceUsed', 'Specified signature nonce was used already.');
      if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
        return aliyunError('InvalidAction.NotFound', 'Specified api is not found.');
      if (!/^1[3-9]\d{9}$/.test(params.PhoneNumbers ?? ''))
        return aliyunError('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
      const render = options.templates[params.TemplateCode ?? ''];
      if (!render) return aliyunError('isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
      let templateParams: Record<string, string>;
      try {
        templateParams = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
      } catch {
        return aliyunError('isv.INVALID_JSON_PARAM', 'JSON参数不合法');
      }
      const text = `【${params.SignName ?? ''}】${render(templateParams)}`;
      const phone = params.PhoneNumbers as string;
      outbox.add({
        phone,
        templateCode: params.TemplateCode as string,
        params: templateParams,
        text,
        at: new Date().toISOString(),
      });
      if (options.logMessages) log?.info({ phone, text }, 'SMS simulator delivered a message');
      return { RequestId: randomUUID(), Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` };
    };

    app.post('/', { config: { auth: 'public' }, schema: { hide: true } }, async (req) =>
      handle('POST', (req.body ?? {}) as Record<string, string>),
    );
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, async (req) =>
      handle('GET', req.query as Record<string, string>),
    );
    /** The simulator's own window: what it delivered, newest first. */
    app.get('/messages', { config: { auth: 'public' }, schema: { hide: true } }, async (req) => {
      const phone = (req.query as { phone?: string }).phone;
      return { messages: outbox.list(phone) };
    });
  };
}
