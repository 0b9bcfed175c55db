import type { Output, withdrawApproveBody } from '@nodebao/contract';
// POST /api/admin/withdraw-approve {id, reference?} — 通过提现：支付宝自动打款（msg 说明结果）；
// 银行卡须先人工转账并填写流水号 reference（缺少时 30010）；已被他人处理 30005
import { postReview, useReviewMutation, type ReviewOutcome } from './review-action';

export type ApproveInput = Output<typeof withdrawApproveBody>;

export function approveWithdrawal({ id, reference }: ApproveInput): Promise<ReviewOutcome> {
  return postReview('/api/admin/withdraw-approve', reference ? { id, reference } : { id });
}

export function useApproveWithdrawal() {
  return useReviewMutation(approveWithdrawal);
}
