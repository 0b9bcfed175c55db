import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { syncSession } from '@/lib/session';
import { buildRoutes, discoverRoute } from './router';
import { allRoutes } from './routes';
import { demoMemberInfo } from '@/testing/member-info';
import { stubScreenWidth } from '@/testing/screen-width';

// The UI libraries' own rendering is not what these tests are about: the phone layout becomes a plain
// frame with the title, and the login page (another feature) a stub.
vi.mock('./layouts/phone-layout', async () => {
  const { Outlet } = await import('react-router');
  const { routeTitle, useCurrentRoute } = await import('./route-meta');
  return {
    default: function PhoneFrame() {
      return (
        <div>
          <header data-testid="nav">{routeTitle(useCurrentRoute())}</header>
          <Outlet />
        </div>
      );
    },
  };
});
vi.mock('@/features/auth/pages/login-page', () => ({ default: () => <p>login</p> }));

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
// Undefined in a test that renders nothing.
let container: HTMLDivElement | undefined;

function memberReply(access: { operator: boolean; superman: boolean }) {
  const data = demoMemberInfo(access);
  // /income/user asks for the operator's income groups: an empty period.
  const income = {
    from: '2026-11-21',
    to: '2026-11-21',
    member_data: [],
    room_data: [],
    tag_data: [],
    total: { devices: 0, income_fen: 0, value95_kbps: 0 },
  };
  fetchMock.mockImplementation(
    async (url) =>
      new Response(
        JSON.stringify({
          errorCode: 0,
          msg: '',
          data: url.includes('/api/tongji/member-money') ? income : data,
        }),
      ),
  );
}

function signIn(authority: string[] = ['admin']) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('nodebao-authority', JSON.stringify(authority));
  syncSession();
}

/** The router as the app makes it: the opened page's route only, the others discovered. */
function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(new URL(path, 'http://x').pathname), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoute,
  });
  const element = document.createElement('div');
  document.body.appendChild(element);
  container = element;
  root = createRoot(element);
  // No provider around it: the library root above every page but sign-in brings react-query's.
  root.render(<RouterProvider router={router} />);
  return router;
}

// A first navigation loads the library root, the frame, the layout and the page as modules: seconds
// when the machine is busy (CI runs two suites at once), far above waitFor's default second.
const LOADED = { timeout: 5000 };

async function screenText(text: string) {
  await vi.waitFor(() => expect(shown().textContent).toContain(text), LOADED);
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  clearRequestCache();
  resetRequestConfig();
  syncSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.scrollTo = () => {}; // jsdom does not scroll (ScrollRestoration calls it)
  stubScreenWidth(390); // a phone
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container?.remove();
  container = undefined;
});

function shown(): HTMLDivElement {
  if (!container) throw new Error('nothing rendered');
  return container;
}

describe('routing, the Authorized wrapper and page titles', () => {
  it('shows the 403 page at /exception/403, titled', async () => {
    renderAt('/exception/403');
    await screenText('抱歉，你无权访问该页面');
    expect(shown().textContent).toContain('返回首页');
    await vi.waitFor(() => expect(document.title).toBe('无权访问 - 节点宝'), LOADED);
  });

  it('shows the page-not-found screen for any unknown path', async () => {
    renderAt('/no/such/page');
    await screenText('抱歉，你访问的页面不存在');
    await vi.waitFor(() => expect(document.title).toBe('页面不存在 - 节点宝'), LOADED);
  });

  it('finds the route of a page the app did not open on when a navigation first needs it', async () => {
    const router = renderAt('/exception/403');
    await screenText('抱歉，你无权访问该页面');
    await router.navigate('/exception/404/');
    await screenText('抱歉，你访问的页面不存在');
    expect(router.state.location.pathname).toBe('/exception/404/');
    await router.navigate('/no/such/page');
    await screenText('抱歉，你访问的页面不存在');
    await router.navigate('/EXCEPTION/403');
    await screenText('抱歉，你无权访问该页面');
  });

  it('builds the whole table when no opening path is given, the same table otherwise', () => {
    const paths = (routes: RouteObject[]): string[] =>
      routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    expect(paths(buildRoutes())).toHaveLength(allRoutes.length);
    expect(paths(buildRoutes('/help/7'))).toEqual(['/help/:id', '*']);
    expect(paths(buildRoutes('/help/index'))).toEqual(['/help/index', '*']);
    expect(paths(buildRoutes('/nowhere'))).toEqual(['*']);
  });

  it('shows errorCode and errorMessage on /exception', async () => {
    renderAt('/exception?errorCode=418&errorMessage=%E8%8C%B6%E5%A3%B6');
    await screenText('418');
    expect(shown().textContent).toContain('茶壶');
  });

  it('sends a guest to the login page, keeping the wanted path', async () => {
    const router = renderAt('/device/index?status=1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), LOADED);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/device/index?status=1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('redirects / to /dashboard/index for a signed-in member', async () => {
    signIn();
    memberReply({ operator: false, superman: false });
    const router = renderAt('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'), LOADED);
  });

  it('shows a spinner while the member info loads', async () => {
    signIn();
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderAt('/device/index');
    await vi.waitFor(
      () => expect(shown().querySelector('[aria-label="正在验证登录状态"]')).not.toBeNull(),
      LOADED,
    );
  });

  it('titles an add page opened with ?id= as the edit form', async () => {
    signIn();
    memberReply({ operator: true, superman: false });
    renderAt('/manage/room/add?id=1');
    await vi.waitFor(() => expect(document.title).toBe('编辑机房 - 节点宝'), LOADED);
    renderAt('/manage/room/add');
    await vi.waitFor(() => expect(document.title).toBe('添加机房 - 节点宝'), LOADED);
  });

  it('shows the 403 page when the member lacks the access flag of the route', async () => {
    signIn();
    memberReply({ operator: false, superman: false });
    renderAt('/manage/index');
    await screenText('抱歉，你无权访问该页面');
  });

  it('opens operator routes to operators and superman routes to staff only', async () => {
    signIn();
    memberReply({ operator: true, superman: false });
    renderAt('/income/user');
    await screenText('暂无收益记录');
    root?.unmount();
    shown().remove();
    renderAt('/superman/add-code');
    await screenText('抱歉，你无权访问该页面');
  });

  it('lets the pay-only authority into /pay but not into the root group', async () => {
    signIn(['user']);
    memberReply({ operator: false, superman: false });
    // Without ?order_no= the bank page says so (and reads no order).
    renderAt('/pay/bank');
    await screenText('缺少订单号');
    root?.unmount();
    shown().remove();
    renderAt('/dashboard/index');
    await screenText('抱歉，你无权访问该页面');
  });

  it("asks a guest sent from the home to sign in for none of the home's data", async () => {
    const router = renderAt('/dashboard/index');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), LOADED);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/'))).toEqual(
      [],
    );
  });

  it("asks for the home's first calls when a navigation to the home starts, before its page draws", async () => {
    signIn();
    memberReply({ operator: false, superman: false });
    // Nothing rendered: the route's prefetch alone.
    allRoutes.find((route) => route.path === '/dashboard/index')?.prefetch?.();
    await vi.waitFor(() => {
      const asked = fetchMock.mock.calls.map(([url]) => String(url));
      expect(asked.some((url) => url.includes('/api/default/main2'))).toBe(true);
      expect(asked.some((url) => url.includes('/api/device/main'))).toBe(true);
    }, LOADED);
  });
});
