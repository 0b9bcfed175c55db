// GET /api/member/tixian-info — 提现页数据：可用余额、审核中金额、单笔限额、手续费率（分、基点）
import type { WithdrawLimits } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export const withdrawInfoKey = ['wallet', 'tixian-info'] as const;

export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawLimits> {
  return unwrap(request<WithdrawLimits>('/api/member/tixian-info', { signal, skipErrorHandler: true }));
}

export const withdrawInfoQueryOptions = () =>
  queryOptions({ queryKey: withdrawInfoKey, queryFn: ({ signal }) => getWithdrawInfo(signal), staleTime: 0 });

export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions());
}
