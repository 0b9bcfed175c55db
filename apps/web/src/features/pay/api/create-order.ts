// POST /api/pay/unified-order {device_type_id, quantity} — 下单（待支付），返回 data.order；
// 型号不出售 31003
import type { Order, Output, ReplyData, unifiedOrderBody, unifiedOrderReply } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { storeOrder } from './get-order';

export type CreateOrderBody = Required<Pick<Output<typeof unifiedOrderBody>, 'device_type_id' | 'quantity'>>;

export const createOrder = writeCall<CreateOrderBody, ReplyData<typeof unifiedOrderReply>, Order>({
  url: '/api/pay/unified-order',
  read: (reply) => reply.data.order,
  after: (queryClient, order) => storeOrder(queryClient, order),
});
