// POST /api/pay/unified-order {device_type_id, quantity} — 下单（待支付），返回 data.order；
// 型号不出售 31003
import type { Order, Output, ReplyData, unifiedOrderBody, unifiedOrderReply } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { storeOrder } from './get-order';

export type CreateOrderBody = Required<Pick<Output<typeof unifiedOrderBody>, 'device_type_id' | 'quantity'>>;
type UnifiedOrderData = ReplyData<typeof unifiedOrderReply>;

export async function createOrder(body: CreateOrderBody): Promise<Order> {
  const data = await unwrap(
    request<UnifiedOrderData>('/api/pay/unified-order', { method: 'POST', data: body }),
  );
  return data.order;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
