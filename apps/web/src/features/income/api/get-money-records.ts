// GET /api/member/money-record-list?kind=&start=&end=&page=&pageSize= — 资金记录（余额账户的每一笔：收益、推广佣金、提现），新的在前
import { memberMoneyRecordListCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';
import type { MoneyRecordRequest } from '../types';

/** A ledger entry id is unique and stable: appended pages merge by it (listCall's default key). */
const moneyRecords = listCall({
  prefix: ['member', 'money-record-list'],
  fetchPage: (r: MoneyRecordRequest, page, pageSize, signal) =>
    getListPage(
      memberMoneyRecordListCall,
      { kind: r.kind, start: r.start ?? undefined, end: r.end ?? undefined, page, pageSize },
      signal,
    ),
});

export const useMoneyRecords = moneyRecords.useScroll;
