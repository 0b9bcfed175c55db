// GET /api/money/index?month=&member_id= — 收益列表：某月每天的收益（结算设备数、95 值合计、流量）
import { moneyIndexCall } from '@nodebao/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestCall } from '@/lib/call-request';
import type { IncomeDayRow } from '../types';

/** A month has at most 31 days: one page holds them all. */
const MONTH_PAGE = 31;

export type IncomeMonth = {
  month: string;
  /** Newest day first, settled days only. */
  days: IncomeDayRow[];
  total: { income_fen: number; devices: number };
};

export const incomeDaysKey = (month: string, memberId: number) =>
  ['money', 'index', 'month', month, memberId] as const;

export async function getIncomeDays(
  month: string,
  memberId: number,
  signal?: AbortSignal,
): Promise<IncomeMonth> {
  // A refusal throws a BusinessError.
  const reply = await requestCall(moneyIndexCall, {
    params: { month, member_id: memberId || undefined, page: 1, pageSize: MONTH_PAGE },
    skipErrorHandler: true,
    signal,
  });
  if (reply.view !== 'day') throw new Error('money/index answered the device view for a month');
  return { month: reply.month, days: reply.data, total: reply.total };
}

export const incomeDaysQueryOptions = (month: string, memberId: number) =>
  queryOptions({
    queryKey: incomeDaysKey(month, memberId),
    queryFn: ({ signal }) => getIncomeDays(month, memberId, signal),
  });

export function useIncomeDays(month: string, memberId: number) {
  return useQuery(incomeDaysQueryOptions(month, memberId));
}
