import { type CallReply, defaultLogoutCall } from '@nodebao/contract/calls';
import { request } from '@/lib/request';

/**
 * 退出登录 POST /api/default/logout. Never fails for the caller: the local session is cleared
 * whatever the server answers (an expired token or no network must not keep anyone signed in).
 */
export async function logout(token?: string | null): Promise<void> {
  try {
    await request<CallReply<typeof defaultLogoutCall>>(defaultLogoutCall.path, {
      method: 'POST',
      skipErrorHandler: true,
      timeout: 5000,
      // The session may already be cleared locally: revoke the token the caller held.
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
  } catch {
    // Ignored on purpose: see above.
  }
}
