// GET /api/default/district — 全国省 → 市 → 区县（大，取一次后一直用）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { AreaNode } from '../types';

export const districtsKey = ['room', 'districts'] as const;

export function getDistricts(signal?: AbortSignal): Promise<AreaNode[]> {
  // The form shows its own retry; the server lets the browser cache the answer for a day.
  return unwrap(request<AreaNode[]>('/api/default/district', { skipErrorHandler: true, signal }));
}

export const districtsQueryOptions = () =>
  queryOptions({
    queryKey: districtsKey,
    queryFn: ({ signal }) => getDistricts(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useDistricts() {
  return useQuery(districtsQueryOptions());
}
