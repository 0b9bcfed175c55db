import { type CallReply, defaultAutoLoginCall, memberPartnerSignCall } from '@nodebao/contract/calls';
import { request } from '@/lib/request';
import { setPartnerToken } from '@/lib/session';

/**
 * After login, also sign in on the partner host (SPEC §7 auto-login): the server makes the sign
 * (GET /api/member/partner-sign, DESIGN §5: no secret in the browser), the web posts it to
 * `{host}/api/default/auto-login` and keeps the answer's auth_key as the partner token. Quiet on any
 * failure: the console works without the partner, so nothing is shown and nothing is retried.
 * Resolves with whether a partner token was stored.
 */
export async function signInToPartner(): Promise<boolean> {
  try {
    const reply = await request<CallReply<typeof memberPartnerSignCall>>(memberPartnerSignCall.path, {
      skipErrorHandler: true,
    });
    if (reply.errorCode !== 0) return false;
    const { host, ...sign } = reply.data;
    // Plain fetch, not the request client: this console's token must never go to another host.
    const res = await fetch(`${host.replace(/\/$/, '')}${defaultAutoLoginCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sign),
    });
    const answer = (await res.json()) as { errorCode?: number; data?: { auth_key?: unknown } | null };
    const token = answer.errorCode === 0 ? answer.data?.auth_key : undefined;
    if (typeof token !== 'string' || !token) return false;
    setPartnerToken(token, host);
    return true;
  } catch {
    return false;
  }
}
