// GET /api/pay/record?page=&pageSize=&state= — 我的订单（新的在前），分页
import { payRecordCall } from '@nodebao/contract/calls';
import type { OrderState } from '@nodebao/contract';
import { getListPage, listCall } from '@/lib/list/list-call';

export const orders = listCall({
  prefix: ['pay', 'orders'],
  fetchPage: (state: OrderState | undefined, page, pageSize, signal) =>
    getListPage(payRecordCall, { page, pageSize, state }, signal),
  staleTime: 0,
});

/** Every cached order list and order: refreshed after an order is created or changes hands. */
export const ordersPrefix = orders.prefix;
export const { useScroll: useOrderList, usePage: useOrderPage } = orders;
