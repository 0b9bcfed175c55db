import { SCRIPT_LOAD_TIMEOUT_MS } from '@nodebao/contract/limits';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadOnce } from './pwa';

type PageModule<P> = { default: ComponentType<P> };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`script load timeout (${ms} ms)`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A component loaded on demand that can be asked to start loading before it first renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the chunk (once); rendering the component later uses the same download. */
  preload: () => void;
};

/**
 * A route page loaded on demand (SPEC §2: all routes load lazily). A chunk that cannot be fetched
 * within SCRIPT_LOAD_TIMEOUT_MS (usually removed by a newer deploy) reloads the page once per session;
 * after that the error reaches the route's error page. Also for a part of a page that only some
 * visits open (a form in a sheet), so that the page's first JavaScript does not carry it.
 *
 * `preload()` lets the router start a page's chunk when the navigation starts, beside the frame's,
 * instead of when the frame first renders it: one round of downloads fewer before a signed-in page
 * draws (issue 17 §3). The browser asks for the chunk's imports when it arrives (decision 0033).
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loading: Promise<PageModule<P>> | undefined;
  const start = () =>
    (loading ??= withTimeout(load(), SCRIPT_LOAD_TIMEOUT_MS).catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<PageModule<P>>(() => {});
      throw error;
    }));
  return Object.assign(lazy(start), {
    preload: () => {
      // A failure is reported when the component renders (React.lazy gets the same promise).
      start().catch(() => {});
    },
  });
}
