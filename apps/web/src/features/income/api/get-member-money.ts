// GET /api/tongji/member-money?day= | ?month= — 收益统计（运营商）：按会员、机房、标签（某天或某月）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { IncomeData } from '../types';

/** A day (YYYY-MM-DD) or a month (YYYY-MM). */
export type IncomePeriod = { type: 'day'; day: string } | { type: 'month'; month: string };

export const periodValue = (p: IncomePeriod) => (p.type === 'day' ? p.day : p.month);

export const memberMoneyKey = (p: IncomePeriod) =>
  ['tongji', 'member-money', p.type, periodValue(p)] as const;

export function getMemberMoney(p: IncomePeriod, signal?: AbortSignal): Promise<IncomeData> {
  return unwrap(
    request<IncomeData>('/api/tongji/member-money', {
      params: p.type === 'day' ? { day: p.day } : { month: p.month },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export function useMemberMoney(p: IncomePeriod) {
  return useQuery(
    queryOptions({
      queryKey: memberMoneyKey(p),
      queryFn: ({ signal }) => getMemberMoney(p, signal),
    }),
  );
}
