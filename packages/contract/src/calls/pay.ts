import { z } from 'zod';
import { call } from '../call.ts';
import {
  adminOrderListQuery,
  adminOrderListReply,
  adminOrderReply,
  giveCodeBody,
  giveCodeReply,
  myBankReply,
  offlineConfirmBody,
  offlineRejectBody,
  orderReply,
  payOfflineBody,
  payRecordQuery,
  payRecordReply,
  unifiedOrderBody,
  unifiedOrderReply,
} from '../pay.ts';

export const memberMyBankCall = call({
  method: 'GET',
  path: '/api/member/my-bank',
  auth: 'member',
  tags: ['支付'],
  summary: '平台收款银行账户（线下转账）',
  reply: myBankReply,
});

export const payUnifiedOrderCall = call({
  method: 'POST',
  path: '/api/pay/unified-order',
  auth: 'member',
  tags: ['支付'],
  summary: '下单购买激活码；或为待支付订单发起微信支付（JSAPI 返回 chooseWXPay 参数，Native 返回二维码链接）',
  body: unifiedOrderBody,
  reply: unifiedOrderReply,
});

export const payRecordCall = call({
  method: 'GET',
  path: '/api/pay/record',
  auth: 'member',
  tags: ['支付'],
  summary: '我的订单（新的在前）；带 order_no 时只查这一单',
  query: payRecordQuery,
  reply: payRecordReply,
});

export const payOfflineCall = call({
  method: 'POST',
  path: '/api/pay/offline',
  auth: 'member',
  tags: ['支付'],
  summary: '改用银行转账或线下转账支付此订单（不再 30 分钟过期）',
  body: payOfflineBody,
  reply: orderReply,
});

export const payVoucherCall = call({
  method: 'GET',
  path: '/api/pay/voucher',
  auth: 'member',
  tags: ['支付'],
  summary: '转账凭证图片（订单本人或平台人员）',
  query: z.object({ order_no: z.string().trim().max(32) }),
});

export const adminOfflineListCall = call({
  method: 'GET',
  path: '/api/admin/offline-list',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '线下/银行转账订单（默认待审核，先到先审）',
  query: adminOrderListQuery,
  reply: adminOrderListReply,
});

export const adminOfflineConfirmCall = call({
  method: 'POST',
  path: '/api/admin/offline-confirm',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '确认收到转账：订单变为已支付，同时发放激活码',
  body: offlineConfirmBody,
  reply: adminOrderReply,
});

export const adminOfflineRejectCall = call({
  method: 'POST',
  path: '/api/admin/offline-reject',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '驳回转账凭证（会员可重新上传）',
  body: offlineRejectBody,
  reply: adminOrderReply,
});

export const adminGiveCodeCall = call({
  method: 'POST',
  path: '/api/admin/give-code',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '向会员发放激活码',
  body: giveCodeBody,
  reply: giveCodeReply,
});

export const memberOfflineTransferCall = call({
  method: 'POST',
  path: '/api/member/offline-transfer',
  auth: 'member',
  tags: ['支付'],
  summary: '提交线下转账凭证（multipart：order_no、payer_name、remark、voucher 图片）',
  reply: orderReply,
  consumes: ['multipart/form-data'],
});

export const payWechatNotifyCall = call({
  method: 'POST',
  path: '/api/pay/wechat-notify',
  auth: 'public',
  tags: ['支付'],
  // Signed by WeChat Pay over the raw body and answered outside the envelope: not in the API docs.
  summary: '微信支付结果通知',
  hide: true,
  caller: 'provider',
});
