// POST /api/pay/unified-order {device_type_id, quantity} — 下单（待支付），返回 data.order；
// 型号不出售 31003
import { payUnifiedOrderCall } from '@nodebao/contract/calls';
import type { Order, Output, unifiedOrderBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { storeOrder } from './get-order';

export type CreateOrderBody = Required<Pick<Output<typeof unifiedOrderBody>, 'device_type_id' | 'quantity'>>;

export const createOrder = writeCall<typeof payUnifiedOrderCall, CreateOrderBody, Order>({
  call: payUnifiedOrderCall,
  read: (reply) => reply.data.order,
  after: (queryClient, order) => storeOrder(queryClient, order),
});
