// POST /api/pay/unified-order {order_no, method: wechat_jsapi | wechat_native} — 发起微信支付：
// JSAPI 返回 data.jsapi（chooseWXPay 参数），Native 返回 data.code_url（weixin://wxpay/… 二维码）；
// 已支付/审核中 31001，已过期 31002，未绑定微信 31004，微信支付不可用 31005
import { payUnifiedOrderCall } from '@nodebao/contract/calls';
import type { Output, ReplyData, unifiedOrderBody, unifiedOrderReply } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { storeOrder } from './get-order';

export type PrepayBody = Required<Pick<Output<typeof unifiedOrderBody>, 'order_no'>> & {
  method: 'wechat_jsapi' | 'wechat_native';
};
export type Prepay = ReplyData<typeof unifiedOrderReply>;

/** Refusals are thrown (BusinessError with the server's Chinese msg); the screen shows them itself. */
export const prepayOrder = writeCall<typeof payUnifiedOrderCall, PrepayBody>({
  call: payUnifiedOrderCall,
  quiet: true,
  after: (queryClient, reply) => storeOrder(queryClient, reply.order),
});
