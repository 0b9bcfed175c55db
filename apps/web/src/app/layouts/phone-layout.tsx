import { TabBar } from 'antd-mobile';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NavBar, useGoBack } from '@/components/nav-bar';
import { tabs } from '@/locales/zh-CN/menu';
import { Icon } from '../icons';
import { PageLoading } from '../page-loading';
import { useRouteTitle } from '../route-meta';
import { SecondFactorBanner } from '@/components/second-factor-banner';
import { tabRoutes } from '../routes';

/**
 * Phones (< 992 px): a navigation bar with the page title (and a back arrow on pages that are not
 * tabs) above the page, and the tab bar 首页 / 设备 / 收益 / 我的 on the four tab pages.
 */
export default function PhoneLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const tab = tabRoutes.find((t) => t.path === pathname);

  const goBack = useGoBack('/dashboard/index');

  return (
    <div className="nb-phone">
      <header className="nb-phone__nav">
        <NavBar title={title} onBack={tab ? undefined : goBack} />
      </header>
      <main className={tab ? 'nb-phone__main nb-phone__main--tabbed' : 'nb-phone__main'}>
        <SecondFactorBanner />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {tab ? (
        <nav className="nb-phone__tabs">
          <TabBar activeKey={tab.path} onChange={(key) => void navigate(key)}>
            {tabRoutes.map((t) => (
              <TabBar.Item key={t.path} icon={<Icon name={t.icon} />} title={tabs[t.title]} />
            ))}
          </TabBar>
        </nav>
      ) : null}
    </div>
  );
}
