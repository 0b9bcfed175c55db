import type { KeyObject } from 'node:crypto';
import type { JsapiPayParams } from '@nodebao/contract';
import { isAxiosError } from 'axios';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import {
  SIGNATURE_MAX_SKEW_SECONDS,
  WechatPayError,
  WechatPayNotificationError,
  type PrepayInput,
  type WechatPay,
  type WechatPayNotification,
  type WechatPaySignedHeaders,
  type WechatPayTransaction,
} from './wechatpay.ts';

export type WechatPayClientOptions = {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate whose key signs our requests. */
  mchSerialNo: string;
  mchPrivateKey: KeyObject;
  /** The WeChat Pay public key (公钥模式) and its id, which answers and notifications name as serial. */
  platformPublicKey: KeyObject;
  platformPublicKeyId: string;
  /**
   * Further keys WeChat Pay may sign with, by serial: while it moves a merchant from platform
   * certificates to the public key, or from one certificate to the next, answers come signed by
   * either for a while.
   */
  otherPlatformKeys?: { id: string; key: KeyObject }[];
  apiV3Key: string;
  /** https://api.mch.weixin.qq.com, or the simulator's address (a function: known after listen). */
  apiBase: string | (() => string);
  timeoutMs: number;
  now?: () => number;
};

type EncryptedResource = { algorithm?: string; ciphertext: string; associated_data?: string; nonce: string };

/**
 * WeChat Pay API v3 through `wechatpay-axios-plugin` (decision 0028): the SDK signs every request
 * over the path it sends (base path included) and checks every 2xx answer's signature against the
 * keys we give it by serial; this class maps its answers and errors to what the pay module reads.
 */
export class WechatPayClient implements WechatPay {
  readonly appId: string;
  readonly mchId: string;
  private readonly now: () => number;
  /** Every key answers and notifications may be signed with, by the serial they name. */
  private readonly platformKeys: Record<string, KeyObject>;
  private readonly sdk: Wechatpay;

  constructor(private readonly options: WechatPayClientOptions) {
    this.appId = options.appId;
    this.mchId = options.mchId;
    this.now = options.now ?? Date.now;
    this.platformKeys = Object.fromEntries([
      ...(options.otherPlatformKeys ?? []).map((k) => [k.id, k.key] as const),
      [options.platformPublicKeyId, options.platformPublicKey],
    ]);
    this.sdk = new Wechatpay({
      mchid: options.mchId,
      serial: options.mchSerialNo,
      privateKey: options.mchPrivateKey.export({ type: 'pkcs8', format: 'pem' }),
      certs: this.platformKeys,
      timeout: options.timeoutMs,
    });
  }

  async prepayJsapi(input: PrepayInput & { openid: string }): Promise<string> {
    const body = { ...this.prepayBody(input), payer: { openid: input.openid } };
    const answer = await this.call<{ prepay_id?: string }>('v3/pay/transactions/jsapi', 'POST', body);
    if (!answer?.prepay_id) throw new WechatPayError(null, 'no prepay_id in the answer');
    return answer.prepay_id;
  }

  async prepayNative(input: PrepayInput): Promise<string> {
    const answer = await this.call<{ code_url?: string }>(
      'v3/pay/transactions/native',
      'POST',
      this.prepayBody(input),
    );
    if (!answer?.code_url) throw new WechatPayError(null, 'no code_url in the answer');
    return answer.code_url;
  }

  jsapiParams(prepayId: string): JsapiPayParams {
    const timeStamp = String(Math.floor(this.now() / 1000));
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = Rsa.sign(
      Formatter.joinedByLineFeed(this.appId, timeStamp, nonceStr, pkg),
      this.options.mchPrivateKey,
    );
    return { appId: this.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  async queryOrder(outTradeNo: string): Promise<WechatPayTransaction | null> {
    try {
      const transaction = await this.call<WechatPayTransaction>(
        'v3/pay/transactions/out-trade-no/{out_trade_no}',
        'GET',
        undefined,
        { out_trade_no: outTradeNo, params: { mchid: this.mchId } },
      );
      return transaction ?? null;
    } catch (err) {
      if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return null;
      throw err;
    }
  }

  async closeOrder(outTradeNo: string): Promise<void> {
    await this.call(
      'v3/pay/transactions/out-trade-no/{out_trade_no}/close',
      'POST',
      { mchid: this.mchId },
      {
        out_trade_no: outTradeNo,
      },
    );
  }

  readNotification(headers: WechatPaySignedHeaders, rawBody: string): WechatPayNotification {
    const problem = this.signatureProblem(headers, rawBody);
    if (problem) throw new WechatPayNotificationError(problem);
    let envelope: { id?: string; event_type?: string; resource?: EncryptedResource };
    try {
      envelope = JSON.parse(rawBody) as typeof envelope;
    } catch {
      throw new WechatPayNotificationError('body is not JSON');
    }
    const resource = envelope.resource;
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') {
      throw new WechatPayNotificationError('no AEAD_AES_256_GCM resource');
    }
    let plaintext: string;
    try {
      plaintext = Aes.AesGcm.decrypt(
        resource.ciphertext,
        this.options.apiV3Key,
        resource.nonce,
        resource.associated_data ?? '',
      );
    } catch {
      throw new WechatPayNotificationError('resource does not decrypt (key, nonce, data or tag wrong)');
    }
    let transaction: WechatPayTransaction;
    try {
      transaction = JSON.parse(plaintext) as WechatPayTransaction;
    } catch {
      throw new WechatPayNotificationError('resource is not JSON');
    }
    return { id: envelope.id ?? '', eventType: envelope.event_type ?? '', transaction };
  }

  private prepayBody(input: PrepayInput) {
    return {
      appid: this.appId,
      mchid: this.mchId,
      description: input.description,
      out_trade_no: input.outTradeNo,
      time_expire: rfc3339Shanghai(input.timeExpire),
      notify_url: input.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
  }

  /** Why a notification is not WeChat Pay's, or null when it is (the SDK's own verify and message). */
  private signatureProblem(headers: WechatPaySignedHeaders, body: string): string | null {
    const { timestamp, nonce, signature, serial } = headers;
    if (!timestamp || !nonce || !signature || !serial) return 'signature headers missing';
    const key = this.platformKeys[serial];
    if (!key) return `unknown serial ${serial}`;
    const skew = Math.abs(this.now() / 1000 - Number(timestamp));
    if (!Number.isFinite(skew) || skew > SIGNATURE_MAX_SKEW_SECONDS) return 'timestamp too old or too new';
    if (!Rsa.verify(Formatter.response(timestamp, nonce, body), signature, key))
      return 'signature does not verify';
    return null;
  }

  private async call<T>(
    pathname: string,
    method: 'GET' | 'POST',
    body?: unknown,
    config: Record<string, unknown> = {},
  ): Promise<T | undefined> {
    const base = typeof this.options.apiBase === 'function' ? this.options.apiBase() : this.options.apiBase;
    try {
      // Relative to the base, so a base with a path of its own (the simulator's /sim/wechatpay/) is kept.
      const response = await this.sdk.client.request<T>(pathname, method, body, {
        ...config,
        baseURL: base.endsWith('/') ? base : `${base}/`,
      });
      return response.data === '' ? undefined : response.data;
    } catch (err) {
      throw wechatPayError(err);
    }
  }
}

/**
 * The SDK's failures as the pay module reads them: WeChat Pay's refusal with its code (`{code,
 * message}` of a 4xx/5xx), an answer whose signature did not verify (the SDK's EV3_* codes: not
 * WeChat Pay's, so no code), or no answer at all.
 */
function wechatPayError(err: unknown): WechatPayError {
  // isAxiosError, not instanceof: the SDK requires axios's CommonJS build, this module imports its ESM one.
  if (!isAxiosError(err)) return new WechatPayError(null, err instanceof Error ? err.message : String(err));
  const status = err.response?.status ?? null;
  if (err.code?.startsWith('EV3_'))
    return new WechatPayError(null, `answer not from WeChat Pay: ${err.message}`, status);
  const data = err.response?.data as { code?: unknown; message?: unknown } | string | undefined;
  if (status !== null && data && typeof data === 'object' && typeof data.code === 'string') {
    return new WechatPayError(data.code, typeof data.message === 'string' ? data.message : '', status);
  }
  return new WechatPayError(null, err.message, status);
}

/** WeChat Pay wants time_expire as RFC 3339 with an offset, e.g. 2026-11-23T18:30:00+08:00. */
export function rfc3339Shanghai(at: Date): string {
  const shifted = new Date(at.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
