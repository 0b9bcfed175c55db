import type { Deps } from '../../deps.ts';
import { WechatApiError, WECHAT_ERRCODE } from '../../integrations/wechat/index.ts';
import { hmacSha256Hex, safeEqualHex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { findOtherWechatHolder, updateMember } from '../accounts/accounts.service.ts';

/**
 * Binding a member's WeChat account (its openid, which JSAPI payment needs) by web OAuth with
 * snsapi_base: no consent screen inside WeChat. The `state` that goes out with the authorize redirect
 * is signed for this member and lives ten minutes, so a code fetched for someone else's session
 * cannot be bound to this account (OAuth's CSRF).
 */
const STATE_LIFETIME_SECONDS = 10 * 60;

function stateSignature(deps: Deps, memberId: number, issuedAt: number): string {
  return hmacSha256Hex(deps.config.appSecret, `wechat-oauth:${memberId}:${issuedAt}`).slice(0, 32);
}

export function oauthUrl(deps: Deps, memberId: number, redirect: string): { url: string } {
  if (!deps.wechat) throw new AppError('WECHAT_NOT_CONFIGURED');
  const issuedAt = Math.floor(Date.now() / 1000);
  const state = `${issuedAt}.${stateSignature(deps, memberId, issuedAt)}`;
  const query = new URLSearchParams({
    appid: deps.wechat.appId,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'snsapi_base',
    state,
  });
  return { url: `${deps.config.wechatOauthBase}/connect/oauth2/authorize?${query}#wechat_redirect` };
}

export async function bindWechat(deps: Deps, memberId: number, code: string, state: string): Promise<void> {
  if (!deps.wechat) throw new AppError('WECHAT_NOT_CONFIGURED');
  const [issued, signature] = state.split('.');
  const issuedAt = Number(issued);
  const fresh =
    Number.isInteger(issuedAt) && Math.abs(Date.now() / 1000 - issuedAt) <= STATE_LIFETIME_SECONDS;
  if (!fresh || !signature || !safeEqualHex(signature, stateSignature(deps, memberId, issuedAt))) {
    throw new AppError('WECHAT_OAUTH_FAILED');
  }
  let openid: string;
  try {
    ({ openid } = await deps.wechat.exchangeOauthCode(code));
  } catch (err) {
    if (err instanceof WechatApiError) {
      const codeProblem =
        err.errcode === WECHAT_ERRCODE.INVALID_CODE || err.errcode === WECHAT_ERRCODE.CODE_BEEN_USED;
      if (!codeProblem) deps.log.warn({ err }, 'WeChat OAuth code exchange failed');
      throw new AppError(codeProblem ? 'WECHAT_OAUTH_FAILED' : 'WECHAT_UNAVAILABLE');
    }
    throw err;
  }
  if (await findOtherWechatHolder(deps.db, openid, memberId))
    throw new AppError('WECHAT_OAUTH_FAILED', '该微信已绑定其他账号，请先在原账号解绑');
  await updateMember(deps.db, memberId, { wechatOpenid: openid });
}

export async function unbindWechat(deps: Deps, memberId: number): Promise<void> {
  await updateMember(deps.db, memberId, { wechatOpenid: null });
}
