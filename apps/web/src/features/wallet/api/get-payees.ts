// GET /api/member/aliuser-list — 我的支付宝收款账户
// GET /api/member/bank-card-list — 我的银行卡
// 两者都回复 Payee[]（默认账户在前，其余按添加时间倒序）
import { memberAliuserListCall, memberBankCardListCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';
import type { PayeeKind } from '../lib/payee';

const CALLS = { alipay: memberAliuserListCall, bank: memberBankCardListCall } as const;

/** Every payee query (lists and single accounts) starts with this. */
export const payeesPrefix = ['wallet', 'payees'] as const;

/** Asked for by kind. */
export const payeeList = queryCall({
  call: (kind: PayeeKind) => CALLS[kind],
  prefix: [...payeesPrefix, 'list'],
});
