import type { appVerReply } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

/** The app's version, changelog and Android package (null while none is published). */
export type AppVersion = ReturnType<typeof appVerReply.parse>['data'];

export const appVerKey = ['app-ver'] as const;

/** App 版本 GET /api/default/app-ver. */
export function getAppVer(): Promise<AppVersion> {
  // The page shows its own error block with a retry, so no toast and no redirect.
  return unwrap(request<AppVersion>('/api/default/app-ver', { skipErrorHandler: true }));
}

export const appVerQueryOptions = () =>
  queryOptions({ queryKey: appVerKey, queryFn: getAppVer, staleTime: 5 * 60_000 });

export function useAppVer() {
  return useQuery(appVerQueryOptions());
}
