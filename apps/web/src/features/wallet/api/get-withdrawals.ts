// GET /api/member/tixian-list?page=&pageSize=&state= — 我的提现记录（新的在前），分页
import type { Withdrawal } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toListPage, usePagedList } from '@/lib/list/paged-list';
import { request } from '@/lib/request';
import type { ListPage } from '@/lib/list/cached-list';
import type { WithdrawalStateName } from '../lib/states';

/** Every cached withdrawal list (phone and desktop, each filter): refreshed after a request. */
export const withdrawalsPrefix = ['wallet', 'withdrawals'] as const;
export const withdrawalsInfiniteKey = (state?: WithdrawalStateName) =>
  [...withdrawalsPrefix, 'infinite', state ?? 'all'] as const;
export const withdrawalsPageKey = (state: WithdrawalStateName | undefined, page: number) =>
  [...withdrawalsPrefix, 'page', state ?? 'all', page] as const;

export async function getWithdrawals(
  state: WithdrawalStateName | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Withdrawal>> {
  const reply = await request<Withdrawal[]>('/api/member/tixian-list', {
    params: { page, pageSize: PAGE_SIZE, state },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

const rowKey = (w: Withdrawal) => w.id;

/** Phones: page 1 replaces, later pages are appended as the list scrolls (SPEC §4). */
export function useWithdrawalList(state: WithdrawalStateName | undefined) {
  return usePagedList<Withdrawal, ListPage<Withdrawal>>({
    queryKey: withdrawalsInfiniteKey(state),
    fetchPage: (page, signal) => getWithdrawals(state, page, signal),
    keyOf: rowKey,
  });
}

/** Desktops: one page of the table; the previous page stays on screen while the next one loads. */
export function useWithdrawalPage(state: WithdrawalStateName | undefined, page: number) {
  return useQuery({
    queryKey: withdrawalsPageKey(state, page),
    queryFn: ({ signal }) => getWithdrawals(state, page, signal),
    placeholderData: keepPreviousData,
  });
}
