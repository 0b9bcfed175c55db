import { WechatApiError, type WechatCredential, type WechatOfficialAccount } from './wechat.ts';

export type WechatClientOptions = {
  appId: string;
  appSecret: string;
  /** `https://api.weixin.qq.com`, or a function giving the simulator's address once it listens. */
  apiBase: string | (() => string);
  timeoutMs: number;
};

/** Both calls answer this shape: the credential on success, errcode ≠ 0 otherwise. */
type WechatReply = {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
};

/**
 * The real client: two GETs on WeChat's API host, each with a timeout. Every failure is a
 * WechatApiError, so the caller has one thing to handle. Error messages never carry the URL: its
 * query holds the app secret or an access_token.
 */
export class WechatApiClient implements WechatOfficialAccount {
  readonly appId: string;

  constructor(private readonly options: WechatClientOptions) {
    if (!options.appId || !options.appSecret) throw new Error('WeChat client needs appId and appSecret');
    this.appId = options.appId;
  }

  async fetchAccessToken(): Promise<WechatCredential> {
    const reply = await this.get('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: this.options.appId,
      secret: this.options.appSecret,
    });
    return credential(reply.access_token, reply.expires_in);
  }

  async fetchJsapiTicket(accessToken: string): Promise<WechatCredential> {
    const reply = await this.get('/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' });
    return credential(reply.ticket, reply.expires_in);
  }

  async exchangeOauthCode(code: string): Promise<{ openid: string }> {
    const reply = await this.get('/sns/oauth2/access_token', {
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const openid = (reply as { openid?: unknown }).openid;
    if (typeof openid !== 'string' || !openid) throw new WechatApiError(null, 'bad answer: no openid in it');
    return { openid };
  }

  private async get(path: string, query: Record<string, string>): Promise<WechatReply> {
    const { apiBase } = this.options;
    const base = (typeof apiBase === 'function' ? apiBase() : apiBase).replace(/\/+$/, '');
    let text: string;
    try {
      const res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await res.text();
      if (!res.ok) throw new WechatApiError(null, `http ${res.status}`);
    } catch (err) {
      if (err instanceof WechatApiError) throw err;
      const e = err as Error;
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      throw new WechatApiError(null, timedOut ? 'timeout: no answer in time' : `network: ${e.message}`);
    }
    let reply: WechatReply;
    try {
      reply = JSON.parse(text) as WechatReply;
    } catch {
      throw new WechatApiError(null, 'bad answer: not JSON');
    }
    if (typeof reply !== 'object' || reply === null) throw new WechatApiError(null, 'bad answer: not JSON');
    // The ticket call answers errcode 0 on success; the token call has no errcode then.
    if (reply.errcode) throw new WechatApiError(reply.errcode, reply.errmsg ?? '');
    return reply;
  }
}

function credential(value: unknown, expiresIn: unknown): WechatCredential {
  if (typeof value !== 'string' || !value) throw new WechatApiError(null, 'bad answer: no credential in it');
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn <= 0)
    throw new WechatApiError(null, 'bad answer: no valid expires_in');
  return { value, expiresInSeconds: expiresIn };
}
