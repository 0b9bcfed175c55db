// GET /api/member/my-bank — 平台收款账户（银行转账用）
import type { MyBank } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export const myBankKey = ['pay', 'my-bank'] as const;

export function getMyBank(signal?: AbortSignal): Promise<MyBank> {
  return unwrap(request<MyBank>('/api/member/my-bank', { signal, skipErrorHandler: true }));
}

export const myBankQueryOptions = () =>
  queryOptions({ queryKey: myBankKey, queryFn: ({ signal }) => getMyBank(signal), staleTime: 60_000 });

export function useMyBank() {
  return useQuery(myBankQueryOptions());
}
