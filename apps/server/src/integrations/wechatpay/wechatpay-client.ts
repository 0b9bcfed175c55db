import type { KeyObject } from 'node:crypto';
import type { JsapiPayParams } from '@nodebao/contract';
import {
  answerMessage,
  authorizationHeader,
  decryptResource,
  nonce,
  paySignMessage,
  requestMessage,
  rsaSign,
  rsaVerify,
  type EncryptedResource,
} from './wechatpay-crypto.ts';
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

/** WeChat Pay API v3 over HTTP: every request signed, every answer's signature checked. */
export class WechatPayClient implements WechatPay {
  readonly appId: string;
  readonly mchId: string;
  private readonly now: () => number;
  /** Every key answers may be signed with, by the serial they name. */
  private readonly platformKeys: Map<string, KeyObject>;

  constructor(private readonly options: WechatPayClientOptions) {
    this.appId = options.appId;
    this.mchId = options.mchId;
    this.now = options.now ?? Date.now;
    this.platformKeys = new Map([
      ...(options.otherPlatformKeys ?? []).map((k) => [k.id, k.key] as const),
      [options.platformPublicKeyId, options.platformPublicKey],
    ]);
  }

  async prepayJsapi(input: PrepayInput & { openid: string }): Promise<string> {
    const body = { ...this.prepayBody(input), payer: { openid: input.openid } };
    const answer = await this.call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', body);
    if (!answer?.prepay_id) throw new WechatPayError(null, 'no prepay_id in the answer');
    return answer.prepay_id;
  }

  async prepayNative(input: PrepayInput): Promise<string> {
    const answer = await this.call<{ code_url: string }>(
      'POST',
      '/v3/pay/transactions/native',
      this.prepayBody(input),
    );
    if (!answer?.code_url) throw new WechatPayError(null, 'no code_url in the answer');
    return answer.code_url;
  }

  jsapiParams(prepayId: string): JsapiPayParams {
    const timeStamp = String(Math.floor(this.now() / 1000));
    const nonceStr = nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSign(this.options.mchPrivateKey, paySignMessage(this.appId, timeStamp, nonceStr, pkg));
    return { appId: this.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  async queryOrder(outTradeNo: string): Promise<WechatPayTransaction | null> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${this.mchId}`;
    try {
      return (await this.call<WechatPayTransaction>('GET', path)) ?? null;
    } catch (err) {
      if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return null;
      throw err;
    }
  }

  async closeOrder(outTradeNo: string): Promise<void> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
    await this.call('POST', path, { mchid: this.mchId });
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
      plaintext = decryptResource(this.options.apiV3Key, resource);
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

  /** Why a signed answer is not WeChat Pay's, or null when it is. */
  private signatureProblem(headers: WechatPaySignedHeaders, body: string): string | null {
    const { timestamp, nonce: answerNonce, signature, serial } = headers;
    if (!timestamp || !answerNonce || !signature || !serial) return 'signature headers missing';
    const key = this.platformKeys.get(serial);
    if (!key) return `unknown serial ${serial}`;
    const skew = Math.abs(this.now() / 1000 - Number(timestamp));
    if (!Number.isFinite(skew) || skew > SIGNATURE_MAX_SKEW_SECONDS) return 'timestamp too old or too new';
    const message = answerMessage(timestamp, answerNonce, body);
    if (!rsaVerify(key, message, signature)) return 'signature does not verify';
    return null;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined> {
    const base = typeof this.options.apiBase === 'function' ? this.options.apiBase() : this.options.apiBase;
    // Relative to the base, so a base with a path of its own (the simulator's /sim/wechatpay/) is kept.
    const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
    // Signed over the path as sent, base path included.
    const pathWithQuery = `${url.pathname}${url.search}`;
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(this.now() / 1000));
    const requestNonce = nonce();
    const signature = rsaSign(
      this.options.mchPrivateKey,
      requestMessage(method, pathWithQuery, timestamp, requestNonce, text),
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: authorizationHeader({
            mchId: this.mchId,
            serialNo: this.options.mchSerialNo,
            nonce: requestNonce,
            timestamp,
            signature,
          }),
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'user-agent': 'nodebao-wechatpay/1',
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new WechatPayError(null, err instanceof Error ? err.message : String(err));
    }
    const answer = await response.text();
    // Error answers are signed too, but an unsigned 5xx from a proxy must still read as "no answer".
    const problem = this.signatureProblem(
      {
        timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
        nonce: response.headers.get('wechatpay-nonce') ?? undefined,
        signature: response.headers.get('wechatpay-signature') ?? undefined,
        serial: response.headers.get('wechatpay-serial') ?? undefined,
      },
      answer,
    );
    if (problem) throw new WechatPayError(null, `answer not from WeChat Pay: ${problem}`, response.status);
    if (response.status >= 400) {
      let code: string | null = null;
      let message = answer;
      try {
        const parsed = JSON.parse(answer) as { code?: string; message?: string };
        code = parsed.code ?? null;
        message = parsed.message ?? answer;
      } catch {
        // not JSON: keep the text
      }
      throw new WechatPayError(code, message, response.status);
    }
    return answer ? (JSON.parse(answer) as T) : undefined;
  }
}

/** WeChat Pay wants time_expire as RFC 3339 with an offset, e.g. 2026-11-23T18:30:00+08:00. */
export function rfc3339Shanghai(at: Date): string {
  const shifted = new Date(at.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
