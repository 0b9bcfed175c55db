// GET /api/pay/record?page=&pageSize=&state= — 我的订单（新的在前），分页
import type { Order, OrderState } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';
import { request } from '@/lib/request';

/** Every cached order list and order: refreshed after an order is created or changes hands. */
export const ordersPrefix = ['pay', 'orders'] as const;
export const ordersInfiniteKey = (state?: OrderState) =>
  [...ordersPrefix, 'infinite', state ?? 'all'] as const;
export const ordersPageKey = (state: OrderState | undefined, page: number) =>
  [...ordersPrefix, 'page', state ?? 'all', page] as const;

export async function getOrders(
  state: OrderState | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Order>> {
  const reply = await request<Order[]>('/api/pay/record', {
    params: { page, pageSize: PAGE_SIZE, state },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

const rowKey = (o: Order) => o.id;

/** Phones: pages appended as the list scrolls. */
export function useOrderList(state?: OrderState) {
  return usePagedList<Order, ListPage<Order>>({
    queryKey: ordersInfiniteKey(state),
    fetchPage: (page, signal) => getOrders(state, page, signal),
    keyOf: rowKey,
  });
}

/** Desktops: one page of the table. */
export function useOrderPage(state: OrderState | undefined, page: number) {
  return useQuery({
    queryKey: ordersPageKey(state, page),
    queryFn: ({ signal }) => getOrders(state, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
