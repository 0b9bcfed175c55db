// POST /api/admin/withdraw-query {id} — 查询打款中的提现；支付宝无此单时用同一单号重新打款
import { adminWithdrawQueryCall } from '@nodebao/contract/calls';
import { reviewAction } from './review-action';

export const queryWithdrawal = reviewAction(adminWithdrawQueryCall, (id: number) => ({ id }));
