import { maskMobile } from '@nodebao/contract/account-rules';
import { Button, Layout, Menu, Popconfirm, type MenuProps } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { signOut } from '@/features/auth/api/sign-out';
import { useMemberInfo } from '@/lib/member-info';
import { useAuthority } from '@/lib/session';
import { app } from '@/locales/zh-CN/app';
import { AntdScope } from '../antd-scope';
import { Icon } from '../icons';
import { buildMenu, selectedMenuPath } from '../menu';
import { PageLoading } from '../page-loading';
import { useCurrentRoute, useRouteTitle } from '../route-meta';
import { SecondFactorBanner } from '@/components/second-factor-banner';
import { routeGroups } from '../routes';

const { Sider, Header, Content, Footer } = Layout;

/**
 * Desktops (≥ 992 px): antd Layout with the side menu generated from the route table (grouped, and
 * filtered by the member's authority and access flags), a header with the page title, the member's
 * mobile and 退出登录. Loaded lazily, so phones never download it.
 */
export default function DesktopLayout() {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const title = useRouteTitle();
  const authority = useAuthority();
  const member = useMemberInfo().data;
  const [collapsed, setCollapsed] = useState(false);

  const sections = useMemo(
    () => buildMenu(routeGroups, authority, member?.access),
    [authority, member?.access],
  );
  const selected = selectedMenuPath(sections, route?.path);
  const currentSection = sections.find((s) => s.items.some((i) => i.path === selected))?.key;
  const [openKeys, setOpenKeys] = useState<string[]>(currentSection ? [currentSection] : []);
  const [seenSection, setSeenSection] = useState(currentSection);
  if (currentSection !== seenSection) {
    // Navigating into another group opens it (without closing what the member opened).
    setSeenSection(currentSection);
    if (currentSection && !openKeys.includes(currentSection)) setOpenKeys([...openKeys, currentSection]);
  }

  const items: MenuProps['items'] = sections.map((section) => ({
    key: section.key,
    icon: <Icon name={section.icon} />,
    label: section.label,
    children: section.items.map((item) => ({
      key: item.path,
      label: <Link to={item.path}>{item.label}</Link>,
    })),
  }));

  async function onLogout() {
    await signOut(navigate);
  }

  return (
    <AntdScope>
      <Layout className="nb-desktop">
        <Sider
          className="nb-desktop__sider"
          width={220}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          aria-label={app.sideMenu}
        >
          <Link className="nb-desktop__brand" to="/dashboard/index">
            <img src="/icons/icon.svg" alt="" />
            {collapsed ? null : <span>{app.brand}</span>}
          </Link>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={selected ? [selected] : []}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={(keys) => setOpenKeys(keys)}
          />
        </Sider>
        <Layout>
          <Header className="nb-desktop__header">
            <h1 className="nb-desktop__title">{title}</h1>
            <div className="nb-desktop__user">
              <Icon name="mine" />
              <span>{maskMobile(member?.mobile ?? '')}</span>
              <Popconfirm title={app.logoutConfirm} onConfirm={onLogout} placement="bottomRight">
                <Button type="link" icon={<Icon name="logout" />}>
                  {app.logout}
                </Button>
              </Popconfirm>
            </div>
          </Header>
          <Content className="nb-desktop__content">
            <SecondFactorBanner />
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Content>
          <Footer className="nb-desktop__footer">{app.copyright}</Footer>
        </Layout>
      </Layout>
    </AntdScope>
  );
}
