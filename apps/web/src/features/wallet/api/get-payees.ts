// GET /api/member/aliuser-list — 我的支付宝收款账户
// GET /api/member/bank-card-list — 我的银行卡
// 两者都回复 Payee[]（默认账户在前，其余按添加时间倒序）
import type { Payee } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';
import type { PayeeKind } from '../lib/payee';

const URLS: Record<PayeeKind, string> = {
  alipay: '/api/member/aliuser-list',
  bank: '/api/member/bank-card-list',
};

/** Every payee query (lists and single accounts) starts with this. */
export const payeesPrefix = ['wallet', 'payees'] as const;

/** Asked for by kind. */
export const payeeList = queryCall<Payee[], PayeeKind>({
  url: (kind) => URLS[kind],
  prefix: [...payeesPrefix, 'list'],
});
