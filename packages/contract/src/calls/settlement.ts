import { call } from '../call.ts';
import { settleBody, settleReply } from '../settlement.ts';

export const adminSettleCall = call({
  method: 'POST',
  path: '/api/admin/settle',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '执行结算：指定日期，或所有未结算的日期（可重复执行，每台设备每天只入账一次）',
  body: settleBody,
  reply: settleReply,
  // Called by staff scripts (the nightly job settles by itself).
  caller: 'outside',
});
