import { DESKTOP_QUERY } from '@/app/layouts/use-media-query';

/**
 * jsdom has no matchMedia: answer as a screen `width` px wide would (the desktop layout from 992 px,
 * DESIGN §2). Nothing changes size during a test, so no listener is ever called.
 */
export function stubScreenWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === DESKTOP_QUERY && width >= 992,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}
