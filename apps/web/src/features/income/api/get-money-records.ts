// GET /api/member/money-record-list?kind=&start=&end=&page=&pageSize= — 资金记录（余额账户的每一笔：收益、推广佣金、提现），新的在前
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { request } from '@/lib/request';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';
import type { MoneyRecord, MoneyRecordRequest } from '../types';

export const moneyRecordPrefix = ['member', 'money-record-list'] as const;
export const moneyRecordKey = (r: MoneyRecordRequest) =>
  [...moneyRecordPrefix, r.kind, r.start ?? '', r.end ?? ''] as const;

export async function getMoneyRecordPage(
  r: MoneyRecordRequest,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<MoneyRecord>> {
  const reply = await request<MoneyRecord[]>('/api/member/money-record-list', {
    params: {
      kind: r.kind,
      start: r.start ?? undefined,
      end: r.end ?? undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    // The page shows its own error block with a retry.
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

/** A ledger entry id is unique and stable: appended pages merge by it. */
const keyOf = (row: MoneyRecord) => row.id;

export function useMoneyRecords(r: MoneyRecordRequest, enabled = true) {
  return usePagedList<MoneyRecord, ListPage<MoneyRecord>>({
    queryKey: moneyRecordKey(r),
    fetchPage: (page, signal) => getMoneyRecordPage(r, page, signal),
    keyOf,
    enabled,
  });
}
