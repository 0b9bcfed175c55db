// POST /api/admin/withdraw-approve {id, reference?} — 通过提现：支付宝自动打款（msg 说明结果）；
// 银行卡须先人工转账并填写流水号 reference（缺少时 30010）；已被他人处理 30005
import type { Output, withdrawApproveBody } from '@nodebao/contract';
import { reviewAction } from './review-action';

export const approveWithdrawal = reviewAction<Output<typeof withdrawApproveBody>>(
  '/api/admin/withdraw-approve',
  ({ id, reference }) => (reference ? { id, reference } : { id }),
);
