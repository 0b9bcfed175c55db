// POST /api/member/bank-delete {id} — 删除收款账户（已提交的提现不受影响）
import type { Payee } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { withoutPayee, type PayeeKind } from '../lib/payee';
import { payeeKey } from './get-payee';
import { payeesKey } from './get-payees';

export function deletePayee(id: number): Promise<null> {
  return unwrap(request<null>('/api/member/bank-delete', { method: 'POST', data: { id } }));
}

/** The row leaves the cached list at once; a refusal (toasted) leaves it where it was. */
export function useDeletePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; kind: PayeeKind }) => deletePayee(id),
    onSuccess: (_data, { id, kind }) => {
      queryClient.setQueryData<Payee[]>(payeesKey(kind), (list) => (list ? withoutPayee(list, id) : list));
      queryClient.removeQueries({ queryKey: payeeKey(id) });
    },
  });
}
