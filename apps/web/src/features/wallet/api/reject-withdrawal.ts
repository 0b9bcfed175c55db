// POST /api/admin/withdraw-reject {id, reason（2–200 字）} — 驳回提现，金额退回会员余额；已被他人处理 30005
import { adminWithdrawRejectCall } from '@nodebao/contract/calls';
import { reviewAction } from './review-action';

export const rejectWithdrawal = reviewAction(adminWithdrawRejectCall);
