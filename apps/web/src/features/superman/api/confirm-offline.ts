// POST /api/admin/offline-confirm {id} — 确认线下转账已到账：订单变为已支付并向会员发放激活码；已被他人处理 31007
import { postOfflineReview, useOfflineMutation, type OfflineOutcome } from './offline-action';

export function confirmOffline(id: number): Promise<OfflineOutcome> {
  return postOfflineReview('/api/admin/offline-confirm', { id });
}

export function useConfirmOffline() {
  return useOfflineMutation(confirmOffline);
}
