import type { ComponentType, FunctionComponent } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from './layouts/use-media-query';
import { lazyPage, type LazyPage } from './lazy-page';

type ViewModule = { default: ComponentType };

/** A route page drawn by a phone view and a desktop view, each its own chunk. */
export type TwinPage = FunctionComponent & {
  preload: () => void;
  views: { phone: LazyPage; desktop: LazyPage };
};

/**
 * A twin screen's route page (decision 0022): the antd-mobile view below 992 px, the antd view from
 * 992 px. The route table names both views, and the router's preload starts only the one this screen
 * draws, so a phone never downloads antd (DESIGN §3) and a desktop never downloads the phone view and
 * its antd-mobile parts; either view is fetched in the navigation's one round of downloads
 * (decision 0033). While it loads, the layout's page loading shows, as for any lazy page.
 */
export function twinPage(phone: () => Promise<ViewModule>, desktop: () => Promise<ViewModule>): TwinPage {
  const Phone = lazyPage(phone);
  const Desktop = lazyPage(desktop);
  function Twin() {
    const View = useMediaQuery(DESKTOP_QUERY) ? Desktop : Phone;
    return <View />;
  }
  return Object.assign(Twin, {
    views: { phone: Phone, desktop: Desktop },
    preload: () => (window.matchMedia(DESKTOP_QUERY).matches ? Desktop : Phone).preload(),
  });
}
