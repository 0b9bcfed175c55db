/**
 * The route above every page but the sign-in pages, loaded with the first of them: react-query's
 * provider, antd-mobile's render for React 19, dayjs in Chinese. The sign-in pages need none of these,
 * so a phone's first visit downloads React and the router only (issue 17 §3: 120 KB gzip of first
 * JavaScript for the login page). antd-mobile's own locale is zh-CN by default.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
import './mobile-render';

dayjs.locale('zh-cn');

export function LibraryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
