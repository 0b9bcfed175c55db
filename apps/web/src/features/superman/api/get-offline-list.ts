// GET /api/admin/offline-list?state=&keyword=&page=&pageSize= — 线下支付审核列表（平台运营）：订单、会员手机号与昵称、转账凭证信息
import type { AdminOrder, OrderState } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';
import { request } from '@/lib/request';

export type OfflineFilter = { state: OrderState; keyword?: string };

/** Every cached offline list: rows are replaced in place after an action, all refreshed on a conflict. */
export const offlinePrefix = ['superman', 'offline'] as const;
export const offlinePendingKey = [...offlinePrefix, 'pending-count'] as const;
export const offlineInfiniteKey = ({ state, keyword }: OfflineFilter) =>
  [...offlinePrefix, 'infinite', state, keyword ?? ''] as const;
export const offlinePageKey = ({ state, keyword }: OfflineFilter, page: number) =>
  [...offlinePrefix, 'page', state, keyword ?? '', page] as const;

export async function getOfflineList(
  { state, keyword }: OfflineFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<AdminOrder>> {
  const reply = await request<AdminOrder[]>('/api/admin/offline-list', {
    params: { state, keyword: keyword || undefined, page, pageSize: PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

const rowKey = (order: AdminOrder) => order.id;

/** Phones: cards appended as the queue scrolls. */
export function useOfflineList(filter: OfflineFilter) {
  return usePagedList<AdminOrder, ListPage<AdminOrder>>({
    queryKey: offlineInfiniteKey(filter),
    fetchPage: (page, signal) => getOfflineList(filter, page, signal),
    keyOf: rowKey,
  });
}

/** Desktops: one page of the table. */
export function useOfflinePage(filter: OfflineFilter, page: number) {
  return useQuery({
    queryKey: offlinePageKey(filter, page),
    queryFn: ({ signal }) => getOfflineList(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many vouchers wait for review (the section's badge): one row is enough to read the total. */
export function useOfflinePendingCount() {
  return useQuery({
    queryKey: offlinePendingKey,
    queryFn: async ({ signal }) => {
      const reply = await request<AdminOrder[]>('/api/admin/offline-list', {
        params: { state: 'reviewing', page: 1, pageSize: 1 },
        skipErrorHandler: true,
        signal,
      });
      return reply.errorCode === 0 ? (reply.pages?.totalCount ?? reply.data.length) : 0;
    },
  });
}
