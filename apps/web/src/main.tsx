import { QueryClientProvider } from '@tanstack/react-query';
import MobileConfigProvider from 'antd-mobile/es/components/config-provider';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initPwa } from '@/app/pwa';
import { createAppRouter } from '@/app/router';
import '@/app/styles.css';
import { queryClient } from '@/lib/query-client';
import { configureRequest, LOGIN_PATH, type ToastMessage } from '@/lib/request';
import { loginPath, syncSession, watchSessionStorage } from '@/lib/session';

dayjs.locale('zh-cn');

// antd-mobile 5 renders Toast, Dialog and Modal with ReactDOM.render, which React 19 removed: give it
// createRoot, or those render nothing (DESIGN §3).
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

const router = createAppRouter();

configureRequest({
  toast: (message: ToastMessage) => {
    void import('@/app/mobile-toast').then(({ showToast }) => showToast(message));
  },
  navigate: (to) => {
    // A 401 sends the member to the login page, remembering where they were.
    const { pathname, search } = router.state.location;
    void router.navigate(to === LOGIN_PATH ? loginPath(pathname + search) : to, {
      replace: to === LOGIN_PATH,
    });
  },
  onUnauthorized: syncSession,
});
watchSessionStorage();
initPwa();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MobileConfigProvider locale={mobileZhCN}>
        <RouterProvider router={router} />
      </MobileConfigProvider>
    </QueryClientProvider>
  </StrictMode>,
);
