import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { useState } from 'react';
import { useFeedback } from '@/lib/feedback';
import { useQueueReport } from '@/lib/list/queue-report';
import { useListAddress } from '@/lib/list/use-list-address';
import { walletText } from '@/locales/zh-CN/wallet';
import { approveWithdrawal } from '../api/approve-withdrawal';
import { queryWithdrawal } from '../api/query-withdrawal';
import { rejectWithdrawal } from '../api/reject-withdrawal';
import { isStaleReview, type ReviewOutcome } from '../api/review-action';
import { outcomeTone } from '../lib/review';
import type { WithdrawalStateName } from '../lib/states';
import { useStateParam } from './use-state-param';

const t = walletText.superman.review;

/**
 * The withdrawal queue's controller, for its phone and desktop views alike: the state tab and page
 * (kept in the address; a new tab starts at page 1), which row is busy, and the three actions with
 * their outcome. A view draws the list and the bank-reference and reject sheets (`bankRow`,
 * `setRejectRow`); `approve` asks before an Alipay payout, and opens the bank sheet for a card.
 */
export function useWithdrawReview() {
  const feedback = useFeedback();
  const [state] = useStateParam('pending');
  const address = useListAddress();
  const approve = approveWithdrawal.use();
  const reject = rejectWithdrawal.use();
  const query = queryWithdrawal.use();
  const [bankRow, setBankRow] = useState<AdminWithdrawal | null>(null);
  const [rejectRow, setRejectRow] = useState<AdminWithdrawal | null>(null);

  const queueReport = useQueueReport(isStaleReview, t.stale);
  /** Says what the server said, in the tone of where the withdrawal ended. */
  const report = (action: Promise<ReviewOutcome>) =>
    queueReport(action, ({ row, message }) => ({ tone: outcomeTone(row), text: message }));

  return {
    state,
    /** 'all' is written out: without a state the queue opens on 待审核. */
    setState: (next: WithdrawalStateName | undefined) => address.setParam('state', next ?? 'all'),
    page: address.page,
    setPage: address.setPage,
    /** The row an action is under way for; every row's buttons wait meanwhile. */
    busyId: approve.isPending
      ? approve.variables?.id
      : reject.isPending
        ? reject.variables?.id
        : query.isPending
          ? query.variables
          : undefined,
    approving: approve.isPending,
    rejecting: reject.isPending,
    bankRow,
    setBankRow,
    rejectRow,
    setRejectRow,
    /** Pays an Alipay withdrawal once staff confirmed; a bank one opens the reference sheet instead. */
    approve: async (row: AdminWithdrawal) => {
      if (row.payee_kind === 'bank') return setBankRow(row);
      const question = {
        title: t.approveAlipayTitle,
        content: t.approveAlipay(formatYuan(row.net_amount), row.payee_account, row.payee_name),
        ok: t.approveAlipayOk,
      };
      if (await feedback.confirm(question)) await report(approve.mutateAsync({ id: row.id }));
    },
    approveBank: async (reference: string) => {
      if (!bankRow) return;
      if (await report(approve.mutateAsync({ id: bankRow.id, reference }))) setBankRow(null);
    },
    rejectWithReason: async (reason: string) => {
      if (!rejectRow) return;
      if (await report(reject.mutateAsync({ id: rejectRow.id, reason }))) setRejectRow(null);
    },
    queryPayout: (row: AdminWithdrawal) => report(query.mutateAsync(row.id)),
  };
}
