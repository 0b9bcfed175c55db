/**
 * The PWA behaviour of SPEC §4:
 * - a waiting service worker (a new version) is told to take over, and the page reloads once it does;
 * - going offline shows a notice ('当前处于离线状态') until the connection is back;
 * - a script of our own host that fails to load (usually an old chunk after a deploy) reloads the page,
 *   once per session, guarded by a sessionStorage flag holding the time of that reload.
 */
import { app } from '@/locales/zh-CN/app';

export const RELOAD_FLAG_KEY = 'nodebao-script-reload-at';

let reloadStarted = false;

interface ReloadDeps {
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

/**
 * Reloads the page unless this session already did so for a failed script. Returns true when a reload
 * is under way (started now or earlier in this page's life), so callers can wait for it.
 */
export function reloadOnce({
  reload = () => window.location.reload(),
  storage = window.sessionStorage,
  now = Date.now,
}: ReloadDeps = {}): boolean {
  if (reloadStarted) return true;
  let flagged = false;
  try {
    flagged = storage.getItem(RELOAD_FLAG_KEY) !== null;
  } catch {
    // Storage can be unavailable (private mode); without a guard, never reload, to avoid a loop.
    return false;
  }
  if (flagged) return false;
  storage.setItem(RELOAD_FLAG_KEY, String(now()));
  reloadStarted = true;
  reload();
  return true;
}

/** For tests: forget that this page started a reload. */
export function resetReloadState(): void {
  reloadStarted = false;
}

/** Whether an `error` event is a <script> of our own host failing to load. */
export function isOwnScriptError(event: Event, host = window.location.host): boolean {
  const target = event.target;
  if (!(target instanceof HTMLScriptElement) || !target.src) return false;
  try {
    return new URL(target.src, window.location.href).host === host;
  } catch {
    return false;
  }
}

/** Whether an error is a failed dynamic import (a lazy page's chunk that could not be fetched). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload|ChunkLoadError|script load timeout/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Listens for failed scripts of our host and failed Vite preloads. Returns the unsubscribe function. */
export function watchScriptErrors(onFailure: () => void = () => reloadOnce()): () => void {
  const onError = (event: Event) => {
    if (isOwnScriptError(event)) onFailure();
  };
  // Vite fires this when a dynamic import or one of its preloads fails; the import still rejects,
  // and the lazy page's own handler waits for the reload started here.
  const onPreloadError = () => onFailure();
  window.addEventListener('error', onError, true);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}

/** Shows the offline notice while the browser is offline. Returns the unsubscribe function. */
export function watchOnline(): () => void {
  const notice = document.createElement('div');
  notice.className = 'nb-offline';
  notice.setAttribute('role', 'status');
  notice.textContent = app.offline;
  notice.hidden = navigator.onLine !== false;
  document.body.appendChild(notice);
  const show = () => {
    notice.hidden = false;
  };
  const hide = () => {
    notice.hidden = true;
  };
  window.addEventListener('offline', show);
  window.addEventListener('online', hide);
  return () => {
    window.removeEventListener('offline', show);
    window.removeEventListener('online', hide);
    notice.remove();
  };
}

/**
 * Registers the service worker built by vite-plugin-pwa (registerType 'prompt': a new worker waits).
 * When one is waiting, it is told to skip waiting; the page reloads once the new worker controls it.
 */
export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(url, { scope: '/' });
  let reloading = false;
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate || reloading) return;
    reloading = true;
    window.location.reload();
  });
  wb.addEventListener('waiting', () => {
    wb.messageSkipWaiting();
  });
  await wb.register();
}

/** Everything above, as main.tsx starts it. The service worker only exists in production builds. */
export function initPwa(): void {
  watchScriptErrors();
  watchOnline();
  if (import.meta.env.PROD) {
    const start = () => void registerServiceWorker().catch((error: unknown) => console.warn(error));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
}
