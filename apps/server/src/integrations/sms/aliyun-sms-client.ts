import { randomUUID } from 'node:crypto';
import { signRpc } from './aliyun-signature.ts';
import { SmsDeliveryError, type SmsMessage, type SmsSender, type SmsTemplate } from './sms.ts';

export type AliyunSmsOptions = {
  /** A URL, or a function giving one when the simulator's address is only known after listen. */
  endpoint: string | (() => string);
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: Record<SmsTemplate, string>;
  timeoutMs?: number;
};

type SendSmsReply = { Code?: string; Message?: string; RequestId?: string; BizId?: string };

/** The real SMS client: Aliyun Dysmsapi `SendSms` (API version 2017-05-25), signed per RPC v1. */
export class AliyunSmsClient implements SmsSender {
  constructor(private readonly options: AliyunSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templates[message.template],
      TemplateParam: JSON.stringify(message.params),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = signRpc('POST', params, this.options.accessKeySecret);

    let reply: SendSmsReply;
    try {
      const { endpoint } = this.options;
      const res = await fetch(typeof endpoint === 'function' ? endpoint() : endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      reply = (await res.json()) as SendSmsReply;
    } catch (err) {
      throw new SmsDeliveryError('NetworkError', (err as Error).message);
    }
    if (reply.Code !== 'OK') throw new SmsDeliveryError(reply.Code ?? 'Unknown', reply.Message ?? '');
  }
}
