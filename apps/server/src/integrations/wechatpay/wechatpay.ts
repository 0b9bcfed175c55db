import type { JsapiPayParams } from '@nodebao/contract';

/**
 * What the console needs from WeChat Pay API v3 (直连商户): prepay an order for JSAPI (inside
 * WeChat) or Native (a QR code), the parameters `wx.chooseWXPay` takes, query and close an order,
 * and read a payment notification. The real client and the local simulator speak the same HTTP
 * protocol and sign the same way, so tests and the demo run the real client code.
 */
export type PrepayInput = {
  outTradeNo: string;
  description: string;
  amountFen: number;
  /** After this WeChat Pay refuses to take the money (the order's own expiry). */
  timeExpire: Date;
  notifyUrl: string;
};

/** The transaction as WeChat Pay describes it, in a notification or a query answer. */
export type WechatPayTransaction = {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type?: string;
  /** SUCCESS, REFUND, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR. */
  trade_state: string;
  trade_state_desc?: string;
  success_time?: string;
  payer?: { openid?: string };
  amount?: { total?: number; payer_total?: number; currency?: string };
};

/** The headers WeChat Pay signs its answers and notifications with. */
export type WechatPaySignedHeaders = {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
};

export interface WechatPay {
  readonly appId: string;
  readonly mchId: string;
  prepayJsapi(input: PrepayInput & { openid: string }): Promise<string>;
  prepayNative(input: PrepayInput): Promise<string>;
  /** The parameters for wx.chooseWXPay, paySign made with the merchant key. */
  jsapiParams(prepayId: string): JsapiPayParams;
  /** The order at WeChat Pay, or null when WeChat Pay has never heard of it (ORDER_NOT_EXIST). */
  queryOrder(outTradeNo: string): Promise<WechatPayTransaction | null>;
  closeOrder(outTradeNo: string): Promise<void>;
  /**
   * Verifies a payment notification (platform signature over timestamp, nonce and body; the key's
   * serial; the timestamp within five minutes) and decrypts its AEAD_AES_256_GCM resource.
   * Throws WechatPayNotificationError for anything that is not a genuine, fresh notification.
   */
  readNotification(headers: WechatPaySignedHeaders, rawBody: string): WechatPayNotification;
}

export type WechatPayNotification = { id: string; eventType: string; transaction: WechatPayTransaction };

/** A call WeChat Pay refused (`code` is its error code, e.g. ORDERPAID) or did not answer (null). */
export class WechatPayError extends Error {
  constructor(
    readonly code: string | null,
    readonly detail: string,
    readonly status: number | null = null,
  ) {
    super(`WeChat Pay call failed: ${code ?? 'no answer'} ${detail}`);
    this.name = 'WechatPayError';
  }
}

export class WechatPayNotificationError extends Error {
  constructor(readonly reason: string) {
    super(`WeChat Pay notification refused: ${reason}`);
    this.name = 'WechatPayNotificationError';
  }
}

/** How far a signed answer's timestamp may be from our clock (WeChat Pay's own guidance: 5 minutes). */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;
