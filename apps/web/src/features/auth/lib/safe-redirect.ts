const AUTH_PATHS = ['/user/login', '/user/admin-login', '/user/register', '/user/forget-passaword'];

/**
 * Where to go after signing in: the `?redirect=` target when it is a path on this site, otherwise
 * the fallback. Other origins, `//host` and `javascript:` targets are dropped (no open redirect), and
 * so are the sign-in pages themselves (no loop).
 */
export function safeRedirect(raw: string | null, fallback = '/'): string {
  if (!raw) return fallback;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (AUTH_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
