/**
 * The signed-in state (SPEC §3–4): the token in localStorage `token`, the authority list in
 * `nodebao-authority` (default ['guest'], ['admin'] after login), the login user in `userInfo`.
 * A small zustand store mirrors localStorage so components re-render when either changes.
 */
import type { LoginData, MemberInfo } from '@nodebao/contract';
import { memberInfoCall } from '@nodebao/contract/calls';
import { create } from 'zustand';
import { requestCall } from './call-request';
import { clearRequestCache, TOKEN_KEY } from './request';

export type Authority = 'guest' | 'admin' | 'user';

export const AUTHORITY_KEY = 'nodebao-authority';
export const USER_INFO_KEY = 'userInfo';
export const PARTNER_TOKEN_KEY = 'partner_token';
/** Which partner host the partner token is for (its member info is read from there). */
export const PARTNER_HOST_KEY = 'partner_host';
/** react-query key of GET /api/member/info (re-exported by lib/member-info.ts). */
export const memberInfoKey = ['member', 'info'] as const;

const GUEST: string[] = ['guest'];

/**
 * What the account's cached server data is dropped with when the account changes: react-query's
 * cache, registered by lib/query-client.ts when it loads. The session does not import it, so the
 * sign-in pages, which use no queries, do not download react-query (issue 17 §3's budget). What is
 * known of the member before the cache exists — the member info of a login's reply, or the answer in
 * flight asked for at boot — is handed to the cache to start with.
 */
export type MemberSeed = MemberInfo | Promise<MemberInfo>;
type AccountCache = { reset(seed?: MemberSeed): void };
let accountCache: AccountCache | null = null;
let seedForCache: MemberSeed | undefined;

export function registerAccountCache(cache: AccountCache): void {
  accountCache = cache;
  cache.reset(seedForCache);
  seedForCache = undefined;
}

function resetAccountCache(seed?: MemberSeed): void {
  if (accountCache) accountCache.reset(seed);
  else seedForCache = seed;
}

/** GET /api/member/info — the signed-in member (mobile, rank hiding, wallet address, rights). */
export async function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return (await requestCall(memberInfoCall, { signal })).data;
}

/**
 * At boot on a signed-in page: ask who the member is now, beside the library root's chunks rather
 * than after them (the page waits for the answer; one round trip less before it draws).
 */
export function askMemberInfoEarly(): void {
  if (accountCache || !getToken()) return;
  const asked = getMemberInfo();
  // A failure has been shown by the request client; the query meets it again and asks once more.
  asked.catch(() => {});
  seedForCache = asked;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) || null;
}

/** The stored authority list; a bare string (older format) counts as a list of one. */
export function getAuthority(): string[] {
  const raw = localStorage.getItem(AUTHORITY_KEY);
  if (!raw) return GUEST;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string' && parsed) return [parsed];
    if (Array.isArray(parsed) && parsed.length && parsed.every((a) => typeof a === 'string')) {
      return parsed as string[];
    }
  } catch {
    if (/^[\w-]+$/.test(raw)) return [raw];
  }
  return GUEST;
}

interface SessionState {
  token: string | null;
  authority: string[];
  /** The session ended because the user logged out (not a 401): the login page needs no ?redirect=. */
  signedOutByUser: boolean;
}

const useSessionStore = create<SessionState>(() => ({
  token: getToken(),
  authority: getAuthority(),
  signedOutByUser: false,
}));

/** Re-reads localStorage (after a 401 removed the token, or another tab signed in or out). */
export function syncSession(): void {
  const token = getToken();
  const authority = getAuthority();
  const current = useSessionStore.getState();
  if (current.token === token && current.authority.join() === authority.join()) return;
  useSessionStore.setState({ token, authority, ...(token ? { signedOutByUser: false } : {}) });
}

export function setAuthority(authority: string | readonly string[]): void {
  const list = typeof authority === 'string' ? [authority] : [...authority];
  localStorage.setItem(AUTHORITY_KEY, JSON.stringify(list));
  syncSession();
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  syncSession();
}

/** Login success (SPEC §4): token, authority admin, the user and the member info are kept. */
export function saveLogin(data: LoginData): void {
  clearRequestCache();
  resetAccountCache(data.member);
  localStorage.setItem(TOKEN_KEY, data.auth_key);
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(data.user));
  localStorage.setItem(AUTHORITY_KEY, JSON.stringify([data.currentAuthority]));
  syncSession();
}

/** The partner host's token after auto-login (SPEC §3); removed again at logout. */
export function setPartnerToken(token: string, host: string): void {
  localStorage.setItem(PARTNER_TOKEN_KEY, token);
  localStorage.setItem(PARTNER_HOST_KEY, host);
}

export function getPartnerSession(): { token: string; host: string } | null {
  const token = localStorage.getItem(PARTNER_TOKEN_KEY);
  const host = localStorage.getItem(PARTNER_HOST_KEY);
  return token && host ? { token, host } : null;
}

/**
 * Logout (SPEC §4): back to guest; token, partner token and userInfo removed, cached data dropped.
 * `byUser`: the user chose to log out, so a signed-in page sends them to plain /user/login.
 */
export function clearSession({ byUser = false }: { byUser?: boolean } = {}): void {
  useSessionStore.setState({ signedOutByUser: byUser });
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PARTNER_TOKEN_KEY);
  localStorage.removeItem(PARTNER_HOST_KEY);
  localStorage.removeItem(USER_INFO_KEY);
  localStorage.setItem(AUTHORITY_KEY, JSON.stringify(GUEST));
  clearRequestCache();
  resetAccountCache();
  syncSession();
}

export function useSignedOutByUser(): boolean {
  return useSessionStore((s) => s.signedOutByUser);
}

export function useToken(): string | null {
  return useSessionStore((s) => s.token);
}

export function useAuthority(): string[] {
  return useSessionStore((s) => s.authority);
}

/** Signed in: a token and an authority other than guest. */
const isSignedIn = (s: { token: string | null; authority: readonly string[] }) =>
  Boolean(s.token) && s.authority.some((a) => a !== 'guest');

/** Whether roles `held` open a route of `authority` (none: every role). */
export function holdsRole(held: readonly string[], authority: readonly string[] | undefined): boolean {
  return !authority || held.some((role) => authority.includes(role));
}

/**
 * Whether the current session may enter a route of these roles, read outside React: what Authorized
 * checks before it draws the page.
 */
export function sessionAllows(authority: readonly string[] | undefined): boolean {
  const state = useSessionStore.getState();
  return isSignedIn(state) && holdsRole(state.authority, authority);
}

export function useIsSignedIn(): boolean {
  return useSessionStore(isSignedIn);
}

/** Follows sign-in and sign-out made in other tabs. Returns the unsubscribe function. */
export function watchSessionStorage(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === AUTHORITY_KEY) {
      if (event.key !== AUTHORITY_KEY) resetAccountCache();
      syncSession();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The login page, remembering where the visitor wanted to go (`?redirect=`). */
export function loginPath(from?: string): string {
  if (!from || from === '/' || from.startsWith('/user/')) return '/user/login';
  return `/user/login?redirect=${encodeURIComponent(from)}`;
}
