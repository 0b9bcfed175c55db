// GET /api/pay/record?order_no= — 单个订单（支付页轮询它的状态）
import { type CallReply, payRecordCall } from '@nodebao/contract/calls';
import type { Order } from '@nodebao/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { request, checked } from '@/lib/request';
import { orderPollInterval } from '../lib/states';
import { ordersPrefix } from './get-orders';

export const orderKey = (orderNo: string) => [...ordersPrefix, 'one', orderNo] as const;

/** The order, or null when none of mine has this number. */
export async function getOrder(orderNo: string, signal?: AbortSignal): Promise<Order | null> {
  const reply = await checked(
    request<CallReply<typeof payRecordCall>>(payRecordCall.path, {
      params: { order_no: orderNo, page: 1, pageSize: 1 },
      skipErrorHandler: true,
      signal,
    }),
  );
  return reply.data.find((o) => o.order_no === orderNo) ?? null;
}

/**
 * One order. `awaitingPayment`: a WeChat payment is under way, so it is read every 2 s until paid or
 * expired; a voucher under review is read every 10 s. react-query pauses both while the page is hidden.
 */
export function useOrder(orderNo: string | null, { awaitingPayment = false } = {}) {
  return useQuery({
    queryKey: orderKey(orderNo ?? ''),
    queryFn: ({ signal }) => getOrder(orderNo ?? '', signal),
    enabled: orderNo !== null,
    staleTime: 0,
    refetchInterval: (query) => orderPollInterval(query.state.data?.state, awaitingPayment),
    refetchIntervalInBackground: false,
  });
}

/** A reply that carries the order: it replaces the cached one, and the lists are read again. */
export function storeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKey(order.order_no), order);
  void queryClient.invalidateQueries({
    queryKey: ordersPrefix,
    predicate: (q) => q.queryKey[2] !== 'one',
  });
}
