import { call } from '../call.ts';
import { emptyReply } from '../accounts.ts';
import {
  adminWithdrawListReply,
  adminWithdrawReply,
  payeeIdBody,
  payeeIdQuery,
  payeeListReply,
  payeeReply,
  payeeSaveBody,
  withdrawApproveBody,
  withdrawIdBody,
  withdrawLimitsReply,
  withdrawListQuery,
  withdrawListReply,
  withdrawRejectBody,
  withdrawBody,
  withdrawReply,
} from '../withdrawals.ts';

export const memberAliuserListCall = call({
  method: 'GET',
  path: '/api/member/aliuser-list',
  auth: 'member',
  tags: ['提现'],
  summary: '我的支付宝收款账户',
  reply: payeeListReply,
});

export const memberBankCardListCall = call({
  method: 'GET',
  path: '/api/member/bank-card-list',
  auth: 'member',
  tags: ['提现'],
  summary: '我的银行卡',
  reply: payeeListReply,
});

export const memberBankCardInfoCall = call({
  method: 'GET',
  path: '/api/member/bank-card-info',
  auth: 'member',
  tags: ['提现'],
  summary: '收款账户详情',
  query: payeeIdQuery,
  reply: payeeReply,
});

export const memberBankSaveCall = call({
  method: 'POST',
  path: '/api/member/bank-save',
  auth: 'member',
  tags: ['提现'],
  summary: '添加或修改收款账户（支付宝或银行卡；卡号做 Luhn 校验）',
  body: payeeSaveBody,
  reply: payeeReply,
});

export const memberBankDeleteCall = call({
  method: 'POST',
  path: '/api/member/bank-delete',
  auth: 'member',
  tags: ['提现'],
  summary: '删除收款账户',
  body: payeeIdBody,
  reply: emptyReply,
});

export const memberTixianInfoCall = call({
  method: 'GET',
  path: '/api/member/tixian-info',
  auth: 'member',
  tags: ['提现'],
  summary: '提现页数据：可用余额、冻结中金额、单笔限额、手续费率',
  reply: withdrawLimitsReply,
});

const requestWithdrawal = {
  method: 'POST',
  auth: 'member',
  tags: ['提现'],
  summary: '申请提现（金额单位：分；申请时即从余额冻结）',
  body: withdrawBody,
  reply: withdrawReply,
} as const;

export const memberTixianCall = call({ ...requestWithdrawal, path: '/api/member/tixian' });

/** The same call at the address SPEC's page map also gives it; no screen of this app sends it. */
export const accountTixianCall = call({
  ...requestWithdrawal,
  path: '/api/account/tixian',
  caller: 'outside',
});

export const memberTixianListCall = call({
  method: 'GET',
  path: '/api/member/tixian-list',
  auth: 'member',
  tags: ['提现'],
  summary: '我的提现记录',
  query: withdrawListQuery,
  reply: withdrawListReply,
});

export const adminWithdrawListCall = call({
  method: 'GET',
  path: '/api/admin/withdraw-list',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '提现审核列表',
  query: withdrawListQuery,
  reply: adminWithdrawListReply,
});

export const adminWithdrawApproveCall = call({
  method: 'POST',
  path: '/api/admin/withdraw-approve',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '通过提现：支付宝自动打款；银行卡须先转账并填写流水号',
  body: withdrawApproveBody,
  reply: adminWithdrawReply,
});

export const adminWithdrawRejectCall = call({
  method: 'POST',
  path: '/api/admin/withdraw-reject',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '驳回提现（金额退回会员余额）',
  body: withdrawRejectBody,
  reply: adminWithdrawReply,
});

export const adminWithdrawQueryCall = call({
  method: 'POST',
  path: '/api/admin/withdraw-query',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '查询打款中的提现；支付宝无此单时用同一单号重新打款',
  body: withdrawIdBody,
  reply: adminWithdrawReply,
});
