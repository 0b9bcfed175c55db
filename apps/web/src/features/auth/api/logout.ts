import { request } from '@/lib/request';

/**
 * 退出登录 POST /api/default/logout. Never fails for the caller: the local session is cleared
 * whatever the server answers (an expired token or no network must not keep anyone signed in).
 */
export async function logout(): Promise<void> {
  try {
    await request<null>('/api/default/logout', { method: 'POST', skipErrorHandler: true, timeout: 5000 });
  } catch {
    // Ignored on purpose: see above.
  }
}
