import { lazyPage } from '../lazy-page';
import { DESKTOP_QUERY } from './use-media-query';

// Both load on demand: phones never download antd's Layout and Menu, desktops never the tab bar.
export const PhoneLayout = lazyPage(() => import('./phone-layout'));
export const DesktopLayout = lazyPage(() => import('./desktop-layout'));

/**
 * Starts the layout this screen will draw. The router calls it when a signed-in navigation starts,
 * so that the layout downloads beside the frame instead of after it (issue 17 §3).
 */
export function preloadScreenLayout(): void {
  (window.matchMedia(DESKTOP_QUERY).matches ? DesktopLayout : PhoneLayout).preload();
}
