import type { AdminWithdrawal } from '@nodebao/contract';
import { useState } from 'react';
import { useListAddress } from '@/lib/list/use-list-address';
import { walletText } from '@/locales/zh-CN/wallet';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useQueryWithdrawal } from '../api/query-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { isStaleReview, type ReviewOutcome } from '../api/review-action';
import { outcomeTone } from '../lib/review';
import type { WithdrawalStateName } from '../lib/states';
import { useStateParam } from './use-state-param';

const t = walletText.superman.review;

/** How a view tells staff what happened: antd-mobile's Toast on phones, antd's message on desktops. */
export type ReviewNotice = {
  outcome: (tone: ReturnType<typeof outcomeTone>, text: string) => void;
  stale: (text: string) => void;
};

/**
 * The withdrawal queue's controller, for its phone and desktop views alike: the state tab and page
 * (kept in the address; a new tab starts at page 1), which row is busy, and the three actions with
 * their outcome. A view draws the list, asks before an Alipay payout in its own dialog, and opens the
 * bank-reference or reject sheet with `setBankRow` / `setRejectRow`.
 */
export function useWithdrawReview(notice: ReviewNotice) {
  const [state] = useStateParam('pending');
  const address = useListAddress();
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const query = useQueryWithdrawal();
  const [bankRow, setBankRow] = useState<AdminWithdrawal | null>(null);
  const [rejectRow, setRejectRow] = useState<AdminWithdrawal | null>(null);

  /** Shows what the server said; a conflict says the list was refreshed. Other refusals were toasted. */
  async function report(action: Promise<ReviewOutcome>): Promise<boolean> {
    try {
      const { withdrawal, message } = await action;
      notice.outcome(outcomeTone(withdrawal), message);
      return true;
    } catch (error) {
      if (isStaleReview(error)) notice.stale(t.stale);
      return false;
    }
  }

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
    /** Pays an Alipay withdrawal (the view asked first); a bank one opens the reference sheet instead. */
    approveAlipay: (row: AdminWithdrawal) => report(approve.mutateAsync({ id: row.id })),
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
