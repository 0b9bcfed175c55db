import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  isOwnScriptError,
  RELOAD_FLAG_KEY,
  reloadOnce,
  resetReloadState,
  watchOnline,
  watchScriptErrors,
} from './pwa';

beforeEach(() => {
  sessionStorage.clear();
  resetReloadState();
});

describe('reloadOnce: a failed script reloads the page once per session (SPEC §4)', () => {
  it('reloads the first time and keeps the time of that reload in sessionStorage', () => {
    const reload = vi.fn();
    expect(reloadOnce({ reload, now: () => 1_700_000_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(RELOAD_FLAG_KEY)).toBe('1700000000000');
  });

  it('does not reload twice from the same page, but says a reload is under way', () => {
    const reload = vi.fn();
    reloadOnce({ reload });
    expect(reloadOnce({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again in the same session after the reload (no loop)', () => {
    const reload = vi.fn();
    reloadOnce({ reload });
    resetReloadState(); // the page has reloaded: module state is new, sessionStorage is not
    expect(reloadOnce({ reload })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again in a new session', () => {
    const reload = vi.fn();
    reloadOnce({ reload });
    resetReloadState();
    sessionStorage.clear(); // a new tab or browser session
    expect(reloadOnce({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when sessionStorage cannot be read (no guard, no loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: vi.fn(),
    };
    expect(reloadOnce({ reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('script failures', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  function failingScript(src: string) {
    const script = document.createElement('script');
    script.src = src;
    document.body.appendChild(script);
    const event = new Event('error');
    script.dispatchEvent(event);
    return event;
  }

  it('recognises a script of our own host, and not one of another host', () => {
    const own = new Event('error');
    const script = document.createElement('script');
    script.src = '/assets/index-abc.js';
    Object.defineProperty(own, 'target', { value: script });
    expect(isOwnScriptError(own)).toBe(true);

    const foreign = new Event('error');
    const other = document.createElement('script');
    other.src = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
    Object.defineProperty(foreign, 'target', { value: other });
    expect(isOwnScriptError(foreign)).toBe(false);

    const image = new Event('error');
    Object.defineProperty(image, 'target', { value: document.createElement('img') });
    expect(isOwnScriptError(image)).toBe(false);
  });

  it('calls back for our failing scripts and for Vite preload errors only', () => {
    const onFailure = vi.fn();
    stop = watchScriptErrors(onFailure);
    failingScript('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
    expect(onFailure).not.toHaveBeenCalled();
    failingScript(`${window.location.origin}/assets/device-page-123.js`);
    expect(onFailure).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('script load timeout (120000 ms)'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});

describe('offline notice', () => {
  it("shows '当前处于离线状态' while offline and hides it when back online", () => {
    const stop = watchOnline();
    const notice = document.querySelector<HTMLElement>('.nb-offline');
    expect(notice?.textContent).toBe('当前处于离线状态');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.hidden).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(notice?.hidden).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(notice?.hidden).toBe(true);
    stop();
    expect(document.querySelector('.nb-offline')).toBeNull();
  });
});
