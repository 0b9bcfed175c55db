import type { Output, withdrawRejectBody } from '@nodebao/contract';
// POST /api/admin/withdraw-reject {id, reason（2–200 字）} — 驳回提现，金额退回会员余额；已被他人处理 30005
import { postReview, useReviewMutation, type ReviewOutcome } from './review-action';

export type RejectInput = Output<typeof withdrawRejectBody>;

export function rejectWithdrawal({ id, reason }: RejectInput): Promise<ReviewOutcome> {
  return postReview('/api/admin/withdraw-reject', { id, reason });
}

export function useRejectWithdrawal() {
  return useReviewMutation(rejectWithdrawal);
}
