import { useState } from 'react';
import { pointsSentBody } from '@nodebao/contract/schemas';
import { zodCheck } from '@/lib/form-rule';
import { useQueueReport } from '@/lib/list/queue-report';
import { useListAddress } from '@/lib/list/use-list-address';
import { activityText } from '@/locales/zh-CN/activity';
import { isHandled, markPointsSent, rejectPoints, type AdminPointsWithdrawal } from '../api/points-queue';

const t = activityText.pointsQueue;
export const POINTS_QUEUE_STATES = ['pending', 'sent', 'rejected'] as const;

/**
 * Staff's points-withdrawal queue, phone and desktop: the state tab and page in the address, the row
 * whose hash or reason is being typed, and the two actions, each told after; a row another staff
 * member moved first says so and the queue is read again.
 */
export function usePointsReview() {
  const address = useListAddress({ choices: { state: POINTS_QUEUE_STATES } });
  const state = address.choice('state');
  const sent = markPointsSent.use();
  const reject = rejectPoints.use();
  const [sentRow, setSentRow] = useState<AdminPointsWithdrawal | null>(null);
  const [rejectRow, setRejectRow] = useState<AdminPointsWithdrawal | null>(null);

  const report = useQueueReport(isHandled, t.stale);

  return {
    state,
    setState: (next: (typeof POINTS_QUEUE_STATES)[number]) => address.setChoice('state', next),
    page: address.page,
    setPage: address.setPage,
    busyId: sent.isPending ? sent.variables?.id : reject.isPending ? reject.variables?.id : undefined,
    sending: sent.isPending,
    rejecting: reject.isPending,
    sentRow,
    setSentRow,
    rejectRow,
    setRejectRow,
    markSent: async (txHash: string) => {
      if (!sentRow) return;
      if (await report(sent.mutateAsync({ id: sentRow.id, tx_hash: txHash }), t.sentDone)) setSentRow(null);
    },
    rejectWithReason: async (reason: string) => {
      if (!rejectRow) return;
      if (await report(reject.mutateAsync({ id: rejectRow.id, reason }), t.rejectedDone)) setRejectRow(null);
    },
  };
}

/** The hash form's rule: the contract's, with its message (the reject form checks the reason itself). */
export const txHashError = zodCheck(pointsSentBody.shape.tx_hash);
