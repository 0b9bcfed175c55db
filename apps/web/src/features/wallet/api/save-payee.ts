// POST /api/member/bank-save {id?, kind, account, real_name, bank_name?, bank_branch?, is_default?}
// — 添加（无 id）或修改收款账户；回复保存后的账户；账号重复 30008，卡号无效 30007
import { memberBankSaveCall } from '@nodebao/contract/calls';
import type { Payee, PayeeSaveBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { upsertPayee } from '../lib/payee';
import { payeeKey } from './get-payee';
import { payeeList } from './get-payees';

/**
 * The saved account replaces its row in the cached list where it stands (a new one is appended), so
 * going back to the list shows it at once without a refetch flash (SPEC §4).
 */
export const savePayee = writeCall<typeof memberBankSaveCall, PayeeSaveBody>({
  call: memberBankSaveCall,
  after: (queryClient, saved) => {
    queryClient.setQueryData<Payee[]>(payeeList.key(saved.kind), (list) =>
      list ? upsertPayee(list, saved) : list,
    );
    queryClient.setQueryData(payeeKey(saved.id), saved);
  },
});
