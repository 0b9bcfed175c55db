import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh, Toast } from 'antd-mobile';
import type { ComponentProps } from 'react';
import { app } from '@/locales/zh-CN/app';

/** Toasted when a pull to refresh fails; what was on screen stays. */
export function toastRefreshFailed(): void {
  Toast.show({ content: app.refreshFailed });
}

/**
 * What a pull asks again by default: every call on screen (react-query's active queries; a disabled
 * one, such as a ranking not shown, is not active). Resolves once all have answered: false when one
 * of them failed.
 */
export function useRefreshOnScreen(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.refetchQueries({ type: 'active' });
    const active = queryClient.getQueryCache().findAll({ type: 'active' });
    return !active.some((query) => query.state.status === 'error');
  };
}

/**
 * antd-mobile's PullToRefresh. Without `onRefresh`, a pull asks every call on screen again and says so
 * if one failed.
 *
 * Its head height and threshold are given (its own 40 and 60 px). Left out, it converts them on every
 * render with `convertPx`, which reads a tester element's size: a forced style and layout pass of the
 * whole page in the middle of rendering it (~45 ms of the device list's first load at 4× CPU
 * slowdown; issue 17 §3). The console scales no px to rem, so the conversion always gives the same
 * numbers back.
 */
export function PullRefresh(props: ComponentProps<typeof PullToRefresh>) {
  const refreshOnScreen = useRefreshOnScreen();
  async function refresh() {
    if (!(await refreshOnScreen())) toastRefreshFailed();
  }
  return <PullToRefresh headHeight={40} threshold={60} onRefresh={refresh} {...props} />;
}
