import type { offlineRejectBody, Output } from '@nodebao/contract';
// POST /api/admin/offline-reject {id, reason（2–200 字）} — 驳回转账凭证，会员可重新上传；已被他人处理 31007
import { postOfflineReview, useOfflineMutation, type OfflineOutcome } from './offline-action';

export type RejectOfflineInput = Output<typeof offlineRejectBody>;

export function rejectOffline({ id, reason }: RejectOfflineInput): Promise<OfflineOutcome> {
  return postOfflineReview('/api/admin/offline-reject', { id, reason });
}

export function useRejectOffline() {
  return useOfflineMutation(rejectOffline);
}
