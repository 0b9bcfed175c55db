// GET /api/member/list?keyword= — 可以分配设备的会员（自己与下级会员）
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { AllocatableMember } from '../types';

export const allocatableMembersKey = (keyword: string) => ['device', 'members', keyword] as const;
export const allocatableMembersPrefix = ['device', 'members'] as const;

export function getAllocatableMembers(keyword: string, signal?: AbortSignal): Promise<AllocatableMember[]> {
  return unwrap(
    request<AllocatableMember[]>('/api/member/list', {
      params: { keyword: keyword.trim() || undefined },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export const allocatableMembersQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: allocatableMembersKey(keyword.trim()),
    queryFn: ({ signal }) => getAllocatableMembers(keyword, signal),
    staleTime: 30_000,
  });

/** The previous answer stays on screen while the next keyword loads. */
export function useAllocatableMembers(keyword: string, enabled = true) {
  return useQuery({ ...allocatableMembersQueryOptions(keyword), enabled, placeholderData: keepPreviousData });
}
