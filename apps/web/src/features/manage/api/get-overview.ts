// GET /api/member/guanli — 运营概览：会员数、设备数（在线/离线/未上架）、机房和机柜数
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { ManageOverview } from '../types';

export const manageOverviewKey = ['manage', 'overview'] as const;

export function getManageOverview(signal?: AbortSignal): Promise<ManageOverview> {
  // The overview shows its own error block with a retry.
  return unwrap(request<ManageOverview>('/api/member/guanli', { skipErrorHandler: true, signal }));
}

export const manageOverviewQueryOptions = () =>
  queryOptions({ queryKey: manageOverviewKey, queryFn: ({ signal }) => getManageOverview(signal) });

export function useManageOverview() {
  return useQuery(manageOverviewQueryOptions());
}
