// POST /api/admin/withdraw-approve {id, reference?} — 通过提现：支付宝自动打款（msg 说明结果）；
// 银行卡须先人工转账并填写流水号 reference（缺少时 30010）；已被他人处理 30005
import { adminWithdrawApproveCall } from '@nodebao/contract/calls';
import { reviewAction } from './review-action';

export const approveWithdrawal = reviewAction(adminWithdrawApproveCall, ({ id, reference }) =>
  reference ? { id, reference } : { id },
);
