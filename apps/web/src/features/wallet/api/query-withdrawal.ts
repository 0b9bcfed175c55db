// POST /api/admin/withdraw-query {id} — 查询打款中的提现；支付宝无此单时用同一单号重新打款
import { postReview, useReviewMutation, type ReviewOutcome } from './review-action';

export function queryWithdrawal(id: number): Promise<ReviewOutcome> {
  return postReview('/api/admin/withdraw-query', { id });
}

export function useQueryWithdrawal() {
  return useReviewMutation(queryWithdrawal);
}
