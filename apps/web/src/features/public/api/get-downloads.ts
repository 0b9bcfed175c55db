import type { Release } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export const downloadsKey = ['member', 'download'] as const;

/** 刷机教程与 ROM GET /api/member/download: newest first, each with size and SHA-256. */
export function getDownloads(): Promise<Release[]> {
  // The page shows its own error block with a retry, so no toast and no redirect.
  return unwrap(request<Release[]>('/api/member/download', { skipErrorHandler: true }));
}

export const downloadsQueryOptions = () =>
  queryOptions({ queryKey: downloadsKey, queryFn: getDownloads, staleTime: 5 * 60_000 });

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}
