import DysmsapiModule, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { RuntimeOptions } from '@darabonba/typescript';
import { SmsDeliveryError, type SmsMessage, type SmsSender, type SmsTemplate } from './sms.ts';

// The package is CommonJS with `exports.default = Client`: under Node's ESM loader the default import
// is the exports object, under a bundler's interop the class itself.
const Dysmsapi = (DysmsapiModule as unknown as { default?: typeof DysmsapiModule }).default ?? DysmsapiModule;

export type AliyunSmsOptions = {
  /** Aliyun's endpoint as a URL (`https://dysmsapi.aliyuncs.com/`), or the simulator's origin. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: Record<SmsTemplate, string>;
  timeoutMs?: number;
};

/**
 * The real SMS client: Aliyun Dysmsapi `SendSms` (2017-05-25) through Aliyun's official SDK, which
 * signs with its default V3 scheme (ACS3-HMAC-SHA256). The endpoint's host and scheme are all it
 * needs, so the same code talks to Aliyun and to the local simulator.
 */
export class AliyunSmsClient implements SmsSender {
  private readonly client: InstanceType<typeof Dysmsapi>;
  private readonly runtime: RuntimeOptions;

  constructor(private readonly options: AliyunSmsOptions) {
    const url = new URL(options.endpoint);
    const timeout = options.timeoutMs ?? 5000;
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: options.accessKeyId,
        accessKeySecret: options.accessKeySecret,
        endpoint: url.host,
        protocol: url.protocol === 'http:' ? 'HTTP' : 'HTTPS',
        regionId: 'cn-hangzhou',
      }),
    );
    // One try (the SDK retries only with retryOptions, which we do not give): a code the member waits
    // for is asked again by the member, not re-sent behind them.
    this.runtime = new RuntimeOptions({ readTimeout: timeout, connectTimeout: timeout });
  }

  async send(message: SmsMessage): Promise<void> {
    const request = new SendSmsRequest({
      phoneNumbers: message.mobile,
      signName: this.options.signName,
      templateCode: this.options.templates[message.template],
      templateParam: JSON.stringify(message.params),
    });
    let reply: { code?: string; message?: string } | undefined;
    try {
      reply = (await this.client.sendSmsWithOptions(request, this.runtime)).body;
    } catch (err) {
      // The SDK's ClientError/ServerError/ThrottlingError carry Aliyun's `code` (e.g.
      // SignatureDoesNotMatch for a 400); a connection failure carries Node's (ECONNREFUSED …).
      const { code, message: detail } = err as { code?: unknown; message?: unknown };
      throw new SmsDeliveryError(
        typeof code === 'string' && code ? code : 'NetworkError',
        String(detail ?? ''),
      );
    }
    // Business refusals (isv.*) come as 200 with their code.
    if (reply?.code !== 'OK') throw new SmsDeliveryError(reply?.code ?? 'Unknown', reply?.message ?? '');
  }
}
