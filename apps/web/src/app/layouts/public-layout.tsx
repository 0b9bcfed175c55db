import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { app } from '@/locales/zh-CN/app';
import { PageLoading } from '../page-loading';

/**
 * /user/* and /help/*: the pages bring their own frame (brand and card for sign-in, a navigation bar
 * for texts), so the layout only gives the background and, while a page loads, the brand above a
 * centred card with the loading indicator.
 */
export function PublicLayout() {
  return (
    <div className="nb-public">
      <Suspense fallback={<PublicFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

function PublicFallback() {
  return (
    <div className="nb-public-fallback">
      <div className="nb-public-fallback__inner">
        <div className="nb-brand">
          <img className="nb-brand__mark" src="/icons/icon.svg" alt="" />
          <div>
            <p className="nb-brand__name">{app.brand}</p>
            <p className="nb-brand__slogan">{app.slogan}</p>
          </div>
        </div>
        <div className="nb-card">
          <PageLoading />
        </div>
      </div>
    </div>
  );
}

/** Exception and not-found pages: full screen, nothing around them. */
export function BareLayout() {
  return (
    <Suspense fallback={<PageLoading fill />}>
      <Outlet />
    </Suspense>
  );
}
