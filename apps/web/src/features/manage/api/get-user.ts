// GET /api/user/info?id= — 下级会员详情（编辑页）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { ManagedMember } from '../types';

export const userPrefix = ['manage', 'user'] as const;
export const userKey = (id: number) => [...userPrefix, id] as const;

export function getUser(id: number, signal?: AbortSignal): Promise<ManagedMember> {
  // The form shows its own error block (not found, or another operator's member) with a retry.
  return unwrap(request<ManagedMember>('/api/user/info', { params: { id }, skipErrorHandler: true, signal }));
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKey(id), queryFn: ({ signal }) => getUser(id, signal), staleTime: 0 });

/** Idle while there is no id (the add form, or no member chosen). */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
