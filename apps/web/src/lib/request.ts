/**
 * The request client of SPEC §7–8: every call of the console goes through `request`.
 *
 * - Replies are `{ errorCode, msg, data }`. The promise resolves with the whole reply even when
 *   errorCode ≠ 0 (state is left unchanged, the caller decides); the failure is shown as a toast.
 * - HTTP statuses: 401 clears the token and goes to the login page, 403/404–421/500–504 go to the
 *   exception pages, other failures toast for 2 s; all of them reject with a `RequestError`.
 * - No answer at all toasts a network error; a timeout, a body that is not JSON and a cancelled
 *   request reject with their own `kind`. Cancelled requests are silent.
 * - GET replies can be cached for 60 s (`useCache`), only HTTP 200 answers that succeeded.
 *
 * The toast and the navigation are injected by `configureRequest` (main.tsx wires antd-mobile's
 * Toast and the router), so this module has no UI dependency and tests can observe both.
 */
import type { Pages } from '@nodebao/contract';
import { SIGN_IN_CODES } from '@nodebao/contract/account-rules';
import { REQUEST_CACHE_TTL_MS, TOAST } from '@nodebao/contract/limits';
import { requestMessages } from '@/locales/zh-CN/request';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestType = 'json' | 'form';
type ParamValue = string | number | boolean;
export type RequestParams = Record<string, ParamValue | readonly ParamValue[] | null | undefined>;

/** How a failed reply is shown to the user (SPEC §8's error display types). */
export const ErrorShowType = {
  SILENT: 'silent',
  WARNING: 'warning',
  ERROR: 'error',
  NOTIFICATION: 'notification',
  REDIRECT: 'redirect',
} as const;
export type ErrorShowType = (typeof ErrorShowType)[keyof typeof ErrorShowType];

export interface RequestOptions {
  method?: RequestMethod;
  /** Query string; an array value repeats its key (`ids=1&ids=2`); null and undefined are left out. */
  params?: RequestParams;
  /** Body: JSON by default, url-encoded with `requestType: 'form'`, FormData as it is (uploads). */
  data?: unknown;
  requestType?: RequestType;
  /** Milliseconds before the request is given up; none by default (SPEC §9). */
  timeout?: number;
  /** GET only: answer from a 60 s cache keyed by url and params; only successful 200 replies are kept. */
  useCache?: boolean;
  /** Cache lifetime in ms when `useCache` is set. */
  ttl?: number;
  /** Cancels the request; a cancelled request rejects with kind 'Cancel' and shows nothing. */
  signal?: AbortSignal;
  /** The caller handles failures itself: no toast, no redirect (a 401 still forgets the token). */
  skipErrorHandler?: boolean;
  /** How a reply with errorCode ≠ 0 is shown; defaults to an error toast. */
  showType?: ErrorShowType;
  /** How long the failure toast stays (2 s by default, 3 s for login: see `loginRequestOptions`). */
  errorToastMs?: number;
  /** Text shown when a failed reply has no message of its own. */
  defaultErrorMessage?: string;
  /** A refusal for want of a fresh authenticator code is not asked about again (the step-up call itself). */
  skipStepUp?: boolean;
  headers?: Record<string, string>;
}

/** The reply envelope (DESIGN §4). Lists add `pages`; a few replies add siblings beside `data`. */
export interface Envelope<T = unknown> {
  errorCode: number;
  msg: string;
  data: T;
  pages?: Pages;
  [sibling: string]: unknown;
}

export type RequestErrorKind = 'Timeout' | 'ParseError' | 'HttpError' | 'Network' | 'Cancel';

export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    /** HTTP status when the server answered. */
    readonly status?: number,
    /** The parsed body (or text) of the answer, when there was one. */
    readonly info?: unknown,
  ) {
    super(message);
  }
}

/** A reply with errorCode ≠ 0, thrown by `unwrap` for callers that want exceptions (react-query). */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  readonly errorCode: number;
  constructor(readonly reply: Envelope) {
    super(reply.msg || requestMessages.operationFailed);
    this.errorCode = reply.errorCode;
  }
}

/** Whether a call was refused with one of these errors (`ERRORS.X` of the contract). */
export function refusedWith(error: unknown, ...refusals: Array<{ code: number }>): error is BusinessError {
  return error instanceof BusinessError && refusals.some((refusal) => refusal.code === error.errorCode);
}

export type ToastType = 'success' | 'error' | 'warning' | 'notification';
export interface ToastMessage {
  type: ToastType;
  content: string;
  /** Milliseconds. */
  duration: number;
}

export interface RequestConfig {
  toast: (message: ToastMessage) => void;
  navigate: (to: string) => void;
  /** Called after a 401 removed the token, so the session state can follow. */
  onUnauthorized: () => void;
  /**
   * Asks for a fresh authenticator code when a call answers STEP_UP_REQUIRED (issue 49) and resolves
   * true once the server took it: the call is then sent again. None: the refusal is shown as any other.
   */
  askSecondFactor?: () => Promise<boolean>;
  /** Prepended to urls that start with '/'; empty (same host) by default. */
  prefix: string;
}

/** Where the signed-in member's token lives in localStorage (SPEC §4). */
export const TOKEN_KEY = 'token';
export const LOGIN_PATH = '/user/login';
/** Where an account that must have an authenticator and has none is sent (issue 49). */
export const SECURITY_PATH = '/account/security';

const defaultConfig: RequestConfig = {
  toast: () => {},
  navigate: (to) => window.location.assign(to),
  onUnauthorized: () => {},
  prefix: '',
};
let config: RequestConfig = { ...defaultConfig };

export function configureRequest(next: Partial<RequestConfig>): void {
  config = { ...config, ...next };
}

/** A toast drawn like the replies' own (the configured toast), for a page that loads no UI library. */
export function notify(type: ToastType, content: string): void {
  config.toast({ type, content, duration: TOAST.errorMs });
}

/** Back to the defaults and an empty cache (tests). */
export function resetRequestConfig(): void {
  config = { ...defaultConfig };
  clearRequestCache();
}

/** Options for the login call: its failure toast stays 3 s and has its own default text (SPEC §8). */
export const loginRequestOptions = {
  errorToastMs: TOAST.loginErrorMs,
  defaultErrorMessage: requestMessages.loginFailed,
} as const satisfies RequestOptions;

// ---------------------------------------------------------------------------------------------
// cache

const cache = new Map<string, { expires: number; body: string }>();

export function clearRequestCache(): void {
  cache.clear();
}

// ---------------------------------------------------------------------------------------------
// helpers

export function buildQuery(params: RequestParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values: readonly ParamValue[] = Array.isArray(value) ? value : [value as ParamValue];
    for (const v of values) search.append(key, String(v));
  }
  return search.toString();
}

function withQuery(url: string, query: string): string {
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

function encodeBody(data: unknown, requestType: RequestType, headers: Record<string, string>) {
  if (data === undefined) return undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
  if (requestType === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    return data instanceof URLSearchParams ? data : buildQuery(data as RequestParams);
  }
  headers['Content-Type'] = 'application/json;charset=UTF-8';
  return JSON.stringify(data);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function exceptionPath(status: number, body: unknown): string | undefined {
  if (status === 403 && isRecord(body) && body.errorCode === SIGN_IN_CODES.enrollRequired)
    return SECURITY_PATH;
  if (status === 403) return '/exception/403';
  if (status >= 500 && status <= 504) return '/exception/500';
  if (status >= 404 && status <= 421) return '/exception/404';
  return undefined;
}

/** Shows a failed reply as its display type says (SPEC §8). */
function showFailure(showType: ErrorShowType, content: string, duration: number, errorCode: number) {
  switch (showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARNING:
      return config.toast({ type: 'warning', content, duration });
    case ErrorShowType.NOTIFICATION:
      return config.toast({ type: 'notification', content, duration: TOAST.noticeMs });
    case ErrorShowType.REDIRECT:
      return config.navigate(`/exception?${buildQuery({ errorCode, errorMessage: content })}`);
    default:
      return config.toast({ type: 'error', content, duration });
  }
}

function isShowType(value: unknown): value is ErrorShowType {
  return Object.values(ErrorShowType).includes(value as ErrorShowType);
}

/** Inspects a parsed 2xx body: envelope failures and the `{ success, message }` shape (SPEC §7). */
function inspectReply(body: unknown, options: RequestOptions): void {
  if (!isRecord(body)) return;
  const duration = options.errorToastMs ?? TOAST.errorMs;
  const fallback = options.defaultErrorMessage ?? requestMessages.operationFailed;

  if (typeof body.message === 'string' && typeof body.success === 'boolean') {
    if (body.success) {
      if (body.message) notify('success', body.message);
    } else if (!options.skipErrorHandler) {
      config.toast({ type: 'error', content: body.message || fallback, duration });
    }
    return;
  }

  if (typeof body.errorCode === 'number' && body.errorCode !== 0 && !options.skipErrorHandler) {
    const showType = options.showType ?? (isShowType(body.showType) ? body.showType : ErrorShowType.ERROR);
    showFailure(showType, textOf(body.msg) || fallback, duration, body.errorCode);
  }
}

/** Non-2xx answers (SPEC §8): redirect or toast, then reject. */
function failHttp(status: number, body: unknown, options: RequestOptions): never {
  if (status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    config.onUnauthorized();
    if (!options.skipErrorHandler) config.navigate(LOGIN_PATH);
  } else if (!options.skipErrorHandler) {
    const target = exceptionPath(status, body);
    if (target) {
      config.navigate(target);
    } else {
      const serverText = isRecord(body) ? textOf(body.msg) || textOf(body.message) : '';
      const content = serverText || requestMessages.codeMessage[status] || requestMessages.fallback;
      config.toast({ type: 'error', content, duration: options.errorToastMs ?? TOAST.errorMs });
    }
  }
  throw new RequestError('HttpError', 'http error', status, body);
}

/** A reply that is neither an envelope failure nor `{ success: false }`. */
function succeeded(body: unknown): boolean {
  if (!isRecord(body)) return true;
  return (body.errorCode === undefined || body.errorCode === 0) && body.success !== false;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

// ---------------------------------------------------------------------------------------------
// the client

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const fullUrl = withQuery(url.startsWith('/') ? config.prefix + url : url, buildQuery(options.params));
  const cacheable = method === 'GET' && options.useCache === true;

  if (options.signal?.aborted) throw new RequestError('Cancel', 'request cancelled');

  if (cacheable) {
    const hit = cache.get(fullUrl);
    if (hit && hit.expires > Date.now()) return JSON.parse(hit.body) as Envelope<T>;
    if (hit) cache.delete(fullUrl);
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    // SPEC §7: always sent, with an empty token when there is none.
    Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}`,
    ...options.headers,
  };
  // fetch refuses a body on GET: its input goes in `params`.
  const body =
    method === 'GET' ? undefined : encodeBody(options.data, options.requestType ?? 'json', headers);

  // One controller for both the caller's signal and the timeout; `reason` tells them apart.
  const controller = new AbortController();
  let reason: 'cancel' | 'timeout' | undefined;
  const onCallerAbort = () => {
    reason ??= 'cancel';
    controller.abort();
  };
  options.signal?.addEventListener('abort', onCallerAbort);
  const timer =
    options.timeout && options.timeout > 0
      ? setTimeout(() => {
          reason ??= 'timeout';
          controller.abort();
        }, options.timeout)
      : undefined;

  let response: Response;
  let text: string;
  try {
    response = await fetch(fullUrl, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (reason === 'cancel') throw new RequestError('Cancel', 'request cancelled');
    if (reason === 'timeout') {
      if (!options.skipErrorHandler) {
        config.toast({ type: 'error', content: requestMessages.timeout, duration: TOAST.errorMs });
      }
      throw new RequestError('Timeout', `timeout of ${options.timeout}ms exceeded`);
    }
    if (!options.skipErrorHandler) {
      config.toast({ type: 'error', content: requestMessages.network, duration: TOAST.errorMs });
    }
    throw new RequestError('Network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const parsed = text === '' ? { ok: true as const, value: undefined } : parseBody(text);
  const info = parsed.ok ? parsed.value : text;

  if (!response.ok) failHttp(response.status, info, options);

  if (!parsed.ok) {
    if (!options.skipErrorHandler) {
      config.toast({ type: 'error', content: requestMessages.parse, duration: TOAST.errorMs });
    }
    throw new RequestError('ParseError', 'response is not JSON', response.status, text);
  }

  // An empty 2xx answer (204) counts as a success without data.
  const reply = (parsed.value ?? { errorCode: 0, msg: '', data: null }) as Envelope<T>;
  // A money or fleet action wants a fresh authenticator code: ask, and send the call once more.
  if (reply.errorCode === SIGN_IN_CODES.stepUpRequired && config.askSecondFactor && !options.skipStepUp) {
    if (await config.askSecondFactor()) return request<T>(url, { ...options, skipStepUp: true });
  }
  inspectReply(reply, options);

  if (cacheable && response.status === 200 && succeeded(parsed.value)) {
    cache.set(fullUrl, { expires: Date.now() + (options.ttl ?? REQUEST_CACHE_TTL_MS), body: text });
  }
  return reply;
}

type WithoutMethod = Omit<RequestOptions, 'method'>;
type WithoutBody = Omit<RequestOptions, 'method' | 'data'>;

export const get = <T = unknown>(url: string, options?: WithoutBody) =>
  request<T>(url, { ...options, method: 'GET' });
export const post = <T = unknown>(url: string, data?: unknown, options?: WithoutMethod) =>
  request<T>(url, { ...options, data, method: 'POST' });
export const put = <T = unknown>(url: string, data?: unknown, options?: WithoutMethod) =>
  request<T>(url, { ...options, data, method: 'PUT' });
export const patch = <T = unknown>(url: string, data?: unknown, options?: WithoutMethod) =>
  request<T>(url, { ...options, data, method: 'PATCH' });
export const del = <T = unknown>(url: string, options?: WithoutMethod) =>
  request<T>(url, { ...options, method: 'DELETE' });

/** A successful reply whole (for what stands beside `data`); errorCode ≠ 0 throws a `BusinessError`. */
export async function checked<T>(reply: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const r = await reply;
  if (r.errorCode !== 0) throw new BusinessError(r);
  return r;
}

/** The data of a successful reply; a reply with errorCode ≠ 0 throws a `BusinessError`. */
export async function unwrap<T>(reply: Promise<Envelope<T>>): Promise<T> {
  return (await checked(reply)).data;
}
