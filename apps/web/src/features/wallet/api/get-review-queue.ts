// GET /api/admin/withdraw-list?state=&page=&pageSize= — 提现审核列表（平台运营），含会员手机号、完整收款账号、打款记录
import type { AdminWithdrawal } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toListPage, usePagedList } from '@/lib/list/paged-list';
import { request } from '@/lib/request';
import type { ListPage } from '@/lib/list/cached-list';
import type { WithdrawalStateName } from '../lib/states';

/** Every cached review list: rows are replaced in place after an action, all refreshed on a conflict. */
export const reviewPrefix = ['wallet', 'review'] as const;
export const reviewInfiniteKey = (state?: WithdrawalStateName) =>
  [...reviewPrefix, 'infinite', state ?? 'all'] as const;
export const reviewPageKey = (state: WithdrawalStateName | undefined, page: number) =>
  [...reviewPrefix, 'page', state ?? 'all', page] as const;

export async function getReviewQueue(
  state: WithdrawalStateName | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<AdminWithdrawal>> {
  const reply = await request<AdminWithdrawal[]>('/api/admin/withdraw-list', {
    params: { state, page, pageSize: PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

const rowKey = (w: AdminWithdrawal) => w.id;

/** Phones: cards appended as the queue scrolls. */
export function useReviewList(state: WithdrawalStateName | undefined) {
  return usePagedList<AdminWithdrawal, ListPage<AdminWithdrawal>>({
    queryKey: reviewInfiniteKey(state),
    fetchPage: (page, signal) => getReviewQueue(state, page, signal),
    keyOf: rowKey,
  });
}

/** Desktops: one page of the table. */
export function useReviewPage(state: WithdrawalStateName | undefined, page: number) {
  return useQuery({
    queryKey: reviewPageKey(state, page),
    queryFn: ({ signal }) => getReviewQueue(state, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many wait for review (the section's badge): one row is enough to read the total. */
export function usePendingCount() {
  return useQuery({
    queryKey: [...reviewPrefix, 'pending-count'] as const,
    queryFn: async ({ signal }) => {
      const reply = await request<AdminWithdrawal[]>('/api/admin/withdraw-list', {
        params: { state: 'pending', page: 1, pageSize: 1 },
        skipErrorHandler: true,
        signal,
      });
      return reply.errorCode === 0 ? (reply.pages?.totalCount ?? reply.data.length) : 0;
    },
  });
}
