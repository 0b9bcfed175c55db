import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { WECHAT_ERRCODE } from './wechat.ts';

/**
 * A local stand-in for the two calls of WeChat's API host the console makes, answering as WeChat
 * does: `GET /cgi-bin/token` checks grant_type, appid and secret and issues an access_token;
 * `GET /cgi-bin/ticket/getticket` checks the access_token and issues a jsapi_ticket; both live
 * 7200 s. As at WeChat, issuing a new access_token cuts the older ones down to five more minutes.
 * Never mounted in production (config.ts).
 *
 * Routes under its prefix: the two above, `GET /issued` (what it issued, for e2e runs and people),
 * `POST /faults` `{ api, errcode, errmsg?, delayMs?, times? }` and `DELETE /faults` (answers to force).
 */
export type WechatSimulatorOptions = {
  appId: string;
  appSecret: string;
  /** Print each issued credential to the log (demo mode). */
  logIssues?: boolean;
};

export type WechatApi = 'token' | 'ticket';
export type WechatFault = {
  api: WechatApi;
  errcode: number;
  errmsg: string;
  /** Answer only after this long, as a struggling WeChat does (past the client's timeout: no answer). */
  delayMs?: number;
};

const LIFETIME_MS = 7200 * 1000;
/** What WeChat leaves of the previous access_token's life once a new one is issued. */
const OVERLAP_MS = 5 * 60 * 1000;

export class WechatSimulatorState {
  tokensIssued = 0;
  ticketsIssued = 0;
  /** access_token → when it stops being accepted (ms). */
  private readonly tokens = new Map<string, number>();
  private latestTicket: { ticket: string; expiresAt: number } | undefined;
  private faults: WechatFault[] = [];

  /** `now` lets tests move time forward instead of waiting two hours. */
  constructor(readonly now: () => number = Date.now) {}

  issueAccessToken(): string {
    const now = this.now();
    for (const [token, expiresAt] of this.tokens) {
      if (expiresAt <= now) this.tokens.delete(token);
      else this.tokens.set(token, Math.min(expiresAt, now + OVERLAP_MS));
    }
    // WeChat's tokens are 100+ characters of [A-Za-z0-9_-]; only their opacity matters here.
    const token = randomBytes(96).toString('base64url');
    this.tokens.set(token, now + LIFETIME_MS);
    this.tokensIssued += 1;
    return token;
  }

  isValidAccessToken(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  issueJsapiTicket(): string {
    const ticket = randomBytes(64).toString('base64url');
    this.latestTicket = { ticket, expiresAt: this.now() + LIFETIME_MS };
    this.ticketsIssued += 1;
    return ticket;
  }

  /** The newest jsapi_ticket still valid: what a WeChat client would check a signature against. */
  currentTicket(): string | undefined {
    const latest = this.latestTicket;
    return latest && latest.expiresAt > this.now() ? latest.ticket : undefined;
  }

  private readonly oauthCodes = new Map<string, { openid: string; expiresAt: number; used: boolean }>();

  /**
   * A code for the authorize redirect, valid five minutes and once. The simulated WeChat user is
   * `openid` when the test names one, else a new one (a different person each time).
   */
  issueOauthCode(openid?: string): string {
    const code = randomBytes(16).toString('hex');
    const who = openid ?? `o${randomBytes(20).toString('base64url').slice(0, 27)}`;
    this.oauthCodes.set(code, { openid: who, expiresAt: this.now() + 5 * 60 * 1000, used: false });
    return code;
  }

  takeOauthCode(code: string): { openid: string } | 'unknown' | 'used' {
    const entry = this.oauthCodes.get(code);
    if (!entry || entry.expiresAt < this.now()) return 'unknown';
    if (entry.used) return 'used';
    entry.used = true;
    return { openid: entry.openid };
  }

  /** As when the secret is reset on the WeChat admin site: every issued access_token stops working. */
  revokeAccessTokens(): void {
    this.tokens.clear();
  }

  /** The next `times` calls of `api` answer this error instead. */
  inject(fault: WechatFault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push(fault);
  }

  takeFault(api: WechatApi): WechatFault | undefined {
    const index = this.faults.findIndex((f) => f.api === api);
    return index === -1 ? undefined : this.faults.splice(index, 1)[0];
  }

  clearFaults(): void {
    this.faults = [];
  }
}

/** WeChat appends a request id to every error message. */
function wechatError(errcode: number, errmsg: string) {
  return { errcode, errmsg: `${errmsg} rid: ${randomBytes(12).toString('hex')}` };
}

const faultRequest = z.object({
  api: z.enum(['token', 'ticket']),
  errcode: z
    .number()
    .int()
    .refine((c) => c !== 0, 'errcode 0 is success'),
  errmsg: z.string().max(200).default('system error'),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  times: z.number().int().min(1).max(1000).default(1),
});

export function wechatSimulatorPlugin(
  state: WechatSimulatorState,
  options: WechatSimulatorOptions,
  log?: FastifyBaseLogger,
): FastifyPluginAsync {
  type Query = Record<string, string | undefined>;
  /** The forced answer when a fault is queued for `api`, else what `handle` makes of the request. */
  const answer = async (api: WechatApi, query: Query, handle: (query: Query) => object) => {
    const fault = state.takeFault(api);
    if (!fault) return handle(query);
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return wechatError(fault.errcode, fault.errmsg);
  };

  const token = (query: Query) => {
    if (query.grant_type !== 'client_credential')
      return wechatError(WECHAT_ERRCODE.INVALID_GRANT_TYPE, 'invalid grant_type');
    if (!query.appid) return wechatError(WECHAT_ERRCODE.APPID_MISSING, 'appid missing');
    if (!query.secret) return wechatError(WECHAT_ERRCODE.APPSECRET_MISSING, 'appsecret missing');
    if (query.appid !== options.appId) return wechatError(WECHAT_ERRCODE.INVALID_APPID, 'invalid appid');
    if (query.secret !== options.appSecret)
      return wechatError(WECHAT_ERRCODE.INVALID_APPSECRET, 'invalid appsecret');
    const accessToken = state.issueAccessToken();
    if (options.logIssues)
      log?.info({ tokensIssued: state.tokensIssued }, 'WeChat simulator issued an access_token');
    return { access_token: accessToken, expires_in: 7200 };
  };

  const ticket = (query: Query) => {
    if (!query.access_token) return wechatError(WECHAT_ERRCODE.ACCESS_TOKEN_MISSING, 'access_token missing');
    if (!state.isValidAccessToken(query.access_token))
      return wechatError(
        WECHAT_ERRCODE.INVALID_CREDENTIAL,
        'invalid credential, access_token is invalid or not latest',
      );
    // WeChat also knows type=wx_card; the console only signs JS-SDK pages.
    if (query.type !== 'jsapi') return wechatError(WECHAT_ERRCODE.INVALID_ARGS, 'invalid args');
    const issued = state.issueJsapiTicket();
    if (options.logIssues)
      log?.info({ ticketsIssued: state.ticketsIssued }, 'WeChat simulator issued a jsapi_ticket');
    return { errcode: 0, errmsg: 'ok', ticket: issued, expires_in: 7200 };
  };

  // Web OAuth: the authorize page "asks the user" and comes back with a code; the code gives an openid.
  const authorize = (query: Query & { redirect_uri?: string; state?: string }) => {
    if (query.appid !== options.appId) return null;
    if (!query.redirect_uri || !/^https?:\/\//.test(query.redirect_uri)) return null;
    const code = state.issueOauthCode(query.openid);
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state ?? '');
    return target.href;
  };
  const oauthToken = (query: Query & { code?: string }) => {
    if (query.grant_type !== 'authorization_code')
      return wechatError(WECHAT_ERRCODE.INVALID_GRANT_TYPE, 'invalid grant_type');
    if (query.appid !== options.appId) return wechatError(WECHAT_ERRCODE.INVALID_APPID, 'invalid appid');
    if (query.secret !== options.appSecret)
      return wechatError(WECHAT_ERRCODE.INVALID_APPSECRET, 'invalid appsecret');
    const used = state.takeOauthCode(query.code ?? '');
    if (used === 'unknown') return wechatError(WECHAT_ERRCODE.INVALID_CODE, 'invalid code');
    if (used === 'used') return wechatError(WECHAT_ERRCODE.CODE_BEEN_USED, 'code been used');
    return {
      access_token: randomBytes(48).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(48).toString('base64url'),
      openid: used.openid,
      scope: 'snsapi_base',
    };
  };

  return async (app) => {
    const route = { config: { auth: 'public' }, schema: { hide: true } } as const;
    app.get<{ Querystring: Query & { redirect_uri?: string; state?: string } }>(
      '/connect/oauth2/authorize',
      route,
      async (req, reply) => {
        const target = authorize(req.query);
        if (!target)
          return reply.status(400).type('text/plain; charset=utf-8').send('参数错误：appid 或 redirect_uri');
        return reply.redirect(target);
      },
    );
    app.get<{ Querystring: Query & { code?: string } }>('/sns/oauth2/access_token', route, async (req) =>
      oauthToken(req.query),
    );
    app.get<{ Querystring: Query }>('/cgi-bin/token', route, (req) => answer('token', req.query, token));
    app.get<{ Querystring: Query }>('/cgi-bin/ticket/getticket', route, (req) =>
      answer('ticket', req.query, ticket),
    );
    /** The simulator's own window: how many credentials it issued, and the ticket pages are signed with. */
    app.get('/issued', route, async () => ({
      tokensIssued: state.tokensIssued,
      ticketsIssued: state.ticketsIssued,
      ticket: state.currentTicket() ?? null,
    }));
    app.post('/faults', route, async (req, reply) => {
      const parsed = faultRequest.safeParse(req.body);
      if (!parsed.success) return reply.status(422).send({ error: parsed.error.issues });
      const { times, ...fault } = parsed.data;
      state.inject(fault, times);
      return { queued: fault, times };
    });
    app.delete('/faults', route, async () => {
      state.clearFaults();
      return { cleared: true };
    });
  };
}
