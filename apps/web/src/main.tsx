import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initPwa } from '@/app/pwa';
import { createAppRouter, opensSignedInPage } from '@/app/router';
import '@/app/styles.css';
import { configureRequest, LOGIN_PATH, type ToastMessage } from '@/lib/request';
import { askMemberInfoEarly, loginPath, syncSession, watchSessionStorage } from '@/lib/session';

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
  // A money or fleet action wants a fresh authenticator code (issue 49): asked in a dialog.
  askSecondFactor: () =>
    import('@/features/security/components/step-up-dialog').then(({ askStepUpCode }) => askStepUpCode()),
});
watchSessionStorage();
initPwa();
if (opensSignedInPage(router)) askMemberInfoEarly();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
