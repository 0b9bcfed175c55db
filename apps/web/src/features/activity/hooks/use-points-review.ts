import { pointsSentBody } from '@nodebao/contract/schemas';
import type { QueueTabs } from '@/components/queue/queue-props';
import { useReasonForm } from '@/components/queue/use-reason-form';
import { zodCheck } from '@/lib/form-rule';
import { useQueueReport } from '@/lib/list/queue-report';
import { useListAddress } from '@/lib/list/use-list-address';
import { busyRowId } from '@/lib/write-call';
import { activityText } from '@/locales/zh-CN/activity';
import { isHandled, markPointsSent, rejectPoints, type AdminPointsWithdrawal } from '../api/points-queue';

const t = activityText.pointsQueue;
const POINTS_QUEUE_STATES = ['pending', 'sent', 'rejected'] as const;
type PointsTab = (typeof POINTS_QUEUE_STATES)[number];
const TAB_OPTIONS = POINTS_QUEUE_STATES.map((s) => ({ value: s, label: t.states[s] }));
/** The hint names the points asked for, not an amount in fen. */
const amountText = (row: AdminPointsWithdrawal) => t.amount(row.amount);

/** The hash form's rule: the contract's, with its message (the reject form checks the reason itself). */
const txHashError = zodCheck(pointsSentBody.shape.tx_hash);

/**
 * Staff's points-withdrawal queue, phone and desktop: the state tab and page in the address, the row
 * whose hash or reason is being typed, and the two actions, each told after; a row another staff
 * member moved first says so and the queue is read again.
 */
export function usePointsReview() {
  const address = useListAddress({ choices: { state: POINTS_QUEUE_STATES } });
  const state = address.choice('state');
  const sentCall = markPointsSent.use();
  const rejectCall = rejectPoints.use();
  const report = useQueueReport(isHandled, t.stale);

  const sent = useReasonForm<AdminPointsWithdrawal>({
    text: t.sentText,
    busy: sentCall.isPending,
    amountText,
    validate: txHashError,
    maxLength: 66,
    danger: false,
    send: (row, txHash) => report(sentCall.mutateAsync({ id: row.id, tx_hash: txHash }), t.sentDone),
  });
  const reject = useReasonForm<AdminPointsWithdrawal>({
    text: t.rejectText,
    busy: rejectCall.isPending,
    amountText,
    send: (row, reason) => report(rejectCall.mutateAsync({ id: row.id, reason }), t.rejectedDone),
  });

  const tabs: QueueTabs<PointsTab> = {
    value: state,
    options: TAB_OPTIONS,
    onChange: (next) => address.setChoice('state', next),
  };

  return {
    state,
    /** What both views hand their queue: the tabs, its words, the hash form and then the reason form. */
    queue: {
      tabs,
      total: t.total,
      emptyTitle: state === 'pending' ? t.empty : t.emptyOther,
      forms: [sent.props, reject.props],
    },
    page: address.page,
    setPage: address.setPage,
    busyId: busyRowId(sentCall, rejectCall),
    sending: sentCall.isPending,
    sent,
    reject,
  };
}
