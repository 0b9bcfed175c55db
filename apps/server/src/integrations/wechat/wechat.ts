/**
 * What the console needs from the WeChat Official Account (公众号) API: the app's access_token
 * (`GET /cgi-bin/token`) and, with it, the JS-SDK's jsapi_ticket (`GET /cgi-bin/ticket/getticket`).
 * The real client and the local simulator speak the same HTTP protocol, so tests and the demo run
 * the real client code. Caching is not the client's business: modules/wechat keeps both in the
 * database, shared by every replica.
 */
export type WechatCredential = {
  value: string;
  /** WeChat's `expires_in`: seconds from now (7200 for both). */
  expiresInSeconds: number;
};

export interface WechatOfficialAccount {
  /** The app id the web passes to `wx.config`; the client never answers for another one. */
  readonly appId: string;
  fetchAccessToken(): Promise<WechatCredential>;
  fetchJsapiTicket(accessToken: string): Promise<WechatCredential>;
  /** Web OAuth (snsapi_base): the openid of the WeChat user the authorize redirect's code is for. */
  exchangeOauthCode(code: string): Promise<{ openid: string }>;
}

/** The errcodes this server acts on; every other one is reported as it came. */
export const WECHAT_ERRCODE = {
  /** 系统繁忙 */
  BUSY: -1,
  /** The access_token is not (or no longer) valid: unknown, revoked by a newer one, or expired. */
  INVALID_CREDENTIAL: 40001,
  INVALID_GRANT_TYPE: 40002,
  INVALID_APPID: 40013,
  INVALID_ACCESS_TOKEN: 40014,
  INVALID_ARGS: 40097,
  INVALID_APPSECRET: 40125,
  ACCESS_TOKEN_MISSING: 41001,
  APPID_MISSING: 41002,
  APPSECRET_MISSING: 41004,
  ACCESS_TOKEN_EXPIRED: 42001,
  INVALID_CODE: 40029,
  CODE_BEEN_USED: 40163,
} as const;

/** Answers meaning "fetch a new access_token and ask again" rather than "this call is refused". */
const STALE_TOKEN_CODES = new Set<number>([
  WECHAT_ERRCODE.INVALID_CREDENTIAL,
  WECHAT_ERRCODE.INVALID_ACCESS_TOKEN,
  WECHAT_ERRCODE.ACCESS_TOKEN_EXPIRED,
]);

/**
 * A call that gave no credential: WeChat's `{ errcode, errmsg }`, or `errcode` null when WeChat gave
 * no usable answer at all (timeout, network, an HTTP error, a body that is not WeChat's JSON).
 */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number | null,
    readonly errmsg: string,
  ) {
    super(`WeChat API failed: ${errcode ?? 'no answer'} ${errmsg}`);
    this.name = 'WechatApiError';
  }

  /** True when the access_token used was not accepted, so a fresh one may well succeed. */
  get staleAccessToken(): boolean {
    return this.errcode !== null && STALE_TOKEN_CODES.has(this.errcode);
  }
}
