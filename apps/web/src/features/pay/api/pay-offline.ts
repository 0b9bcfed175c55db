// POST /api/pay/offline {order_no, method: bank | offline} — 改为银行转账/线下转账（不再 30 分钟过期）
import type { Order, Output, payOfflineBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { storeOrder } from './get-order';

export type PayOfflineBody = Output<typeof payOfflineBody>;

export function payOffline(body: PayOfflineBody): Promise<Order> {
  return unwrap(request<Order>('/api/pay/offline', { method: 'POST', data: body }));
}

export function usePayOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOffline,
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
