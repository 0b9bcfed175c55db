// GET /api/member/aliuser-list — 我的支付宝收款账户
// GET /api/member/bank-card-list — 我的银行卡
// 两者都回复 Payee[]（默认账户在前，其余按添加时间倒序）
import type { Payee } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { PayeeKind } from '../lib/payee';

const URLS: Record<PayeeKind, string> = {
  alipay: '/api/member/aliuser-list',
  bank: '/api/member/bank-card-list',
};

/** Every payee query (lists and single accounts) starts with this. */
export const payeesPrefix = ['wallet', 'payees'] as const;
export const payeesKey = (kind: PayeeKind) => [...payeesPrefix, 'list', kind] as const;

/** The screens draw their own error block with a retry, so a failed load is not toasted. */
export function getPayees(kind: PayeeKind, signal?: AbortSignal): Promise<Payee[]> {
  return unwrap(request<Payee[]>(URLS[kind], { signal, skipErrorHandler: true }));
}

export const payeesQueryOptions = (kind: PayeeKind) =>
  queryOptions({ queryKey: payeesKey(kind), queryFn: ({ signal }) => getPayees(kind, signal) });

export function usePayees(kind: PayeeKind) {
  return useQuery(payeesQueryOptions(kind));
}
