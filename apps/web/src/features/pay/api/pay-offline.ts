// POST /api/pay/offline {order_no, method: bank | offline} — 改为银行转账/线下转账（不再 30 分钟过期）
import { payOfflineCall } from '@nodebao/contract/calls';
import type { Output, payOfflineBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { storeOrder } from './get-order';

export const payOffline = writeCall<typeof payOfflineCall, Output<typeof payOfflineBody>>({
  call: payOfflineCall,
  after: (queryClient, order) => storeOrder(queryClient, order),
});
