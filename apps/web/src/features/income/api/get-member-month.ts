// GET /api/tongji/member-month-data?month=&member_id= — 某月每天的收益与流量（每天一条，未结算为 0；图表用）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { MemberMonth } from '../types';

export const memberMonthKey = (month: string, memberId: number) =>
  ['tongji', 'member-month-data', month, memberId] as const;

export function getMemberMonth(month: string, memberId: number, signal?: AbortSignal): Promise<MemberMonth> {
  return unwrap(
    request<MemberMonth>('/api/tongji/member-month-data', {
      params: { month, member_id: memberId || undefined },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export function useMemberMonth(month: string, memberId: number) {
  return useQuery(
    queryOptions({
      queryKey: memberMonthKey(month, memberId),
      queryFn: ({ signal }) => getMemberMonth(month, memberId, signal),
    }),
  );
}
