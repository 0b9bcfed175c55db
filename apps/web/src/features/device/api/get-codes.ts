// GET /api/member/code-list?status=unused — 我的未使用激活码（绑定设备时选择）
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { ActivationCode } from '../types';

export const unusedCodesKey = ['device', 'codes', 'unused'] as const;

export function getUnusedCodes(signal?: AbortSignal): Promise<ActivationCode[]> {
  // The form shows its own error block with a retry.
  return unwrap(
    request<ActivationCode[]>('/api/member/code-list', {
      params: { status: 'unused', page: 1, pageSize: MAX_PAGE_SIZE },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const unusedCodesQueryOptions = () =>
  queryOptions({ queryKey: unusedCodesKey, queryFn: ({ signal }) => getUnusedCodes(signal), staleTime: 0 });

export function useUnusedCodes() {
  return useQuery(unusedCodesQueryOptions());
}
