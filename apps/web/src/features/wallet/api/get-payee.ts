// GET /api/member/bank-card-info?id= — 一个收款账户（编辑表单用完整账号）
import { type CallReply, memberBankCardInfoCall } from '@nodebao/contract/calls';
import type { Payee } from '@nodebao/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { payeeList, payeesPrefix } from './get-payees';

export const payeeKey = (id: number) => [...payeesPrefix, 'one', id] as const;

export function getPayee(id: number, signal?: AbortSignal): Promise<Payee> {
  return unwrap(
    request<CallReply<typeof memberBankCardInfoCall>>(memberBankCardInfoCall.path, {
      params: { id },
      signal,
      skipErrorHandler: true,
    }),
  );
}

/**
 * One account for its edit form. Opened from the list, the list's copy (which holds the full account)
 * shows at once and the call only confirms it in the background.
 */
export function usePayee(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<Payee>({
    queryKey: payeeKey(id ?? 0),
    queryFn: ({ signal }) => getPayee(id ?? 0, signal),
    enabled: id !== null && id > 0,
    placeholderData: () =>
      (['bank', 'alipay'] as const)
        .flatMap((kind) => queryClient.getQueryData<Payee[]>(payeeList.key(kind)) ?? [])
        .find((p) => p.id === id),
  });
}
