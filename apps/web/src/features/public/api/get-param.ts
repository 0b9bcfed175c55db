import type { LegalTextName, paramReply } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

/** configInfo plus, when a name is asked for, the Markdown text of about/agreement/privacy. */
export type ParamData = ReturnType<typeof paramReply.parse>['data'];

export const paramKey = (name?: LegalTextName) => ['param', name ?? 'config'] as const;

/** 公共参数 GET /api/default/param?name=about|agreement|privacy. */
export function getParam(name?: LegalTextName): Promise<ParamData> {
  // The page shows its own error block with a retry, so no toast and no redirect.
  return unwrap(request<ParamData>('/api/default/param', { params: { name }, skipErrorHandler: true }));
}

export const paramQueryOptions = (name?: LegalTextName) =>
  queryOptions({ queryKey: paramKey(name), queryFn: () => getParam(name), staleTime: 10 * 60_000 });

export function useParam(name?: LegalTextName) {
  return useQuery(paramQueryOptions(name));
}
