import type { JsApiSign } from '@nodebao/contract';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import {
  jsSdkNonce,
  jsSdkSignature,
  WechatApiError,
  type WechatOfficialAccount,
} from '../../integrations/wechat/index.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './wechat.repo.ts';

/**
 * A credential is dropped from the cache this long before WeChat's expires_in runs out, so a
 * signature made just before the end is not checked against a ticket WeChat has already retired.
 */
export const CACHE_SAFETY_MARGIN_SECONDS = 5 * 60;

/** Cache rows are per app id, so changing WECHAT_APP_ID never signs with another app's ticket. */
export function credentialNames(appId: string) {
  return { accessToken: `access_token:${appId}`, jsapiTicket: `jsapi_ticket:${appId}` };
}

/** The `wx.config` parameters for the page at `url` (its #fragment is ignored, as WeChat does). */
export async function jsApiSign(deps: Deps, url: string): Promise<JsApiSign> {
  const wechat = deps.wechat;
  if (!wechat) throw new AppError('WECHAT_NOT_CONFIGURED');
  const ticket = await jsapiTicket(deps, wechat);
  const nonceStr = jsSdkNonce();
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    appId: wechat.appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }),
  };
}

/**
 * The current jsapi_ticket: from the shared cache while it is good; otherwise one caller, under the
 * app's advisory lock, reads the row again and fetches only if it is still missing, so a burst of
 * requests (on any replica) costs WeChat one token and one ticket call. Fetching inside the
 * transaction holds one connection per waiter for at most the client's timeout; that is the price
 * of never fetching twice, and only on a cold cache.
 */
export async function jsapiTicket(deps: Deps, wechat: WechatOfficialAccount): Promise<string> {
  const names = credentialNames(wechat.appId);
  // Read before any wait, the cache read included: with every pooled connection held by callers
  // queued at the lock, even that read waits, and a refresh may fail meanwhile.
  const failuresBeforeWaiting = failedRefreshes.get(wechat) ?? 0;
  const cached = await repo.findFreshCredential(deps.db, names.jsapiTicket);
  if (cached) return cached;

  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    await repo.lockCredentialRefresh(tx, wechat.appId);
    const fresh = await repo.findFreshCredential(tx, names.jsapiTicket);
    if (fresh) return { ok: true, ticket: fresh };
    // A refresh failed while this call waited for the lock. Asking WeChat again would hold every
    // waiter (and its database connection) for another timeout while WeChat is down: give up too.
    if ((failedRefreshes.get(wechat) ?? 0) > failuresBeforeWaiting) return { ok: false, failure: null };
    try {
      return { ok: true, ticket: await refreshTicket(tx, wechat, names) };
    } catch (err) {
      if (!(err instanceof WechatApiError)) throw err;
      // Counted before the lock is let go, so the waiters see it. Commit rather than roll back: an
      // access_token fetched before the ticket call failed is still good, and WeChat allows only
      // 2,000 token calls a day.
      failedRefreshes.set(wechat, (failedRefreshes.get(wechat) ?? 0) + 1);
      return { ok: false, failure: err };
    }
  });
  if (!outcome.ok) {
    if (outcome.failure) {
      const { errcode, errmsg } = outcome.failure;
      deps.log.warn({ errcode, errmsg, appId: wechat.appId }, 'WeChat jsapi_ticket refresh failed');
    }
    throw new AppError('WECHAT_UNAVAILABLE');
  }
  return outcome.ticket;
}

/**
 * Failed refreshes per client (so per app instance), in this process only: it just spares the calls
 * queued here behind a failing refresh; every replica still makes its own first attempt.
 */
const failedRefreshes = new WeakMap<WechatOfficialAccount, number>();

type RefreshOutcome =
  | { ok: true; ticket: string }
  /** `failure` null: an earlier caller's refresh failed while this one waited. */
  | { ok: false; failure: WechatApiError | null };

/** Under the lock: fetches a ticket, with a new access_token once if WeChat no longer takes ours. */
async function refreshTicket(
  tx: Tx,
  wechat: WechatOfficialAccount,
  names: ReturnType<typeof credentialNames>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const accessToken = await accessTokenUnderLock(tx, wechat, names.accessToken);
    try {
      const ticket = await wechat.fetchJsapiTicket(accessToken);
      await repo.saveCredential(tx, names.jsapiTicket, ticket.value, cacheLifetime(ticket.expiresInSeconds));
      return ticket.value;
    } catch (err) {
      if (!(err instanceof WechatApiError && err.staleAccessToken)) throw err;
      // Revoked before its time: someone fetched a token with our secret elsewhere, or the secret
      // was reset. Forget it so the retry (and every replica after it) fetches a new one.
      await repo.deleteCredential(tx, names.accessToken);
      if (attempt === 2) throw err;
    }
  }
}

/** The cached access_token, or a new one; the caller holds the app's lock. */
async function accessTokenUnderLock(tx: Tx, wechat: WechatOfficialAccount, name: string): Promise<string> {
  const cached = await repo.findFreshCredential(tx, name);
  if (cached) return cached;
  const token = await wechat.fetchAccessToken();
  await repo.saveCredential(tx, name, token.value, cacheLifetime(token.expiresInSeconds));
  return token.value;
}

/** WeChat's lifetime less the safety margin; half of it when WeChat ever answers with a short one. */
export function cacheLifetime(expiresInSeconds: number): number {
  return expiresInSeconds > 2 * CACHE_SAFETY_MARGIN_SECONDS
    ? expiresInSeconds - CACHE_SAFETY_MARGIN_SECONDS
    : Math.floor(expiresInSeconds / 2);
}
