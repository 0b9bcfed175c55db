// POST /api/member/bank-delete {id} — 删除收款账户（已提交的提现不受影响）
import { memberBankDeleteCall } from '@nodebao/contract/calls';
import type { Payee } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { withoutPayee, type PayeeKind } from '../lib/payee';
import { payeeKey } from './get-payee';
import { payeeList } from './get-payees';

/** The row leaves the cached list at once; a refusal (toasted) leaves it where it was. */
export const deletePayee = writeCall<typeof memberBankDeleteCall, { id: number; kind: PayeeKind }>({
  call: memberBankDeleteCall,
  data: ({ id }) => ({ id }),
  after: (queryClient, _none, { id, kind }) => {
    queryClient.setQueryData<Payee[]>(payeeList.key(kind), (list) => (list ? withoutPayee(list, id) : list));
    queryClient.removeQueries({ queryKey: payeeKey(id) });
  },
});
