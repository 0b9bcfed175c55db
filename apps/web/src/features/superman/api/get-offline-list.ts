// GET /api/admin/offline-list?state=&keyword=&page=&pageSize= — 线下支付审核列表（平台运营）：订单、会员手机号与昵称、转账凭证信息
import { adminOfflineListCall } from '@nodebao/contract/calls';
import type { OrderState } from '@nodebao/contract';
import { getListPage, listCall } from '@/lib/list/list-call';

export type OfflineFilter = { state: OrderState; keyword?: string };

/** Every cached offline list: rows are replaced in place after an action, all refreshed on a conflict. */
export const offlineList = listCall({
  prefix: ['superman', 'offline'],
  fetchPage: ({ state, keyword }: OfflineFilter, page, pageSize, signal) =>
    getListPage(adminOfflineListCall, { state, keyword: keyword || undefined, page, pageSize }, signal),
});

export const offlinePrefix = offlineList.prefix;
export const offlinePendingKey = offlineList.totalKey({ state: 'reviewing' });
export const { useScroll: useOfflineList, usePage: useOfflinePage } = offlineList;

/** How many vouchers wait for review (the section's badge). */
export const useOfflinePendingCount = () => offlineList.useTotal({ state: 'reviewing' });
