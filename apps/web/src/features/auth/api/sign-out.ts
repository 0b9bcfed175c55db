import { clearSession, getToken } from '@/lib/session';
import { logout } from './logout';

type Navigate = (to: string, options: { replace: boolean }) => void | Promise<void>;

/**
 * The user's own logout (SPEC §4): clear the session locally (token, partner token, userInfo,
 * cached replies; authority → guest), go to /user/login, then revoke the token on the server with
 * the token held before clearing. Revoking last means no query still running on the old page can
 * meet a 401 (which would redirect with ?redirect=); marking the logout as the user's tells the
 * Authorized wrapper to send them to plain /user/login too.
 */
export async function signOut(navigate: Navigate): Promise<void> {
  const token = getToken();
  clearSession({ byUser: true });
  await navigate('/user/login', { replace: true });
  await logout(token);
}
