import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import type { ReactNode } from 'react';
import type { QueueTabs } from '@/components/queue/queue-props';
import { useReasonForm } from '@/components/queue/use-reason-form';
import { useFeedback } from '@/lib/feedback';
import { useQueueReport } from '@/lib/list/queue-report';
import { useListAddress } from '@/lib/list/use-list-address';
import { busyRowId } from '@/lib/write-call';
import { walletText } from '@/locales/zh-CN/wallet';
import { approveWithdrawal } from '../api/approve-withdrawal';
import { queryWithdrawal } from '../api/query-withdrawal';
import { rejectWithdrawal } from '../api/reject-withdrawal';
import { isStaleReview, type ReviewOutcome } from '../api/review-action';
import { outcomeTone, REFERENCE_MAX, referenceError } from '../lib/review';
import { WITHDRAWAL_STATES, type WithdrawalStateName } from '../lib/states';
import { useStateParam } from './use-state-param';

const t = walletText.superman.review;

type Tab = WithdrawalStateName | 'all';
/** 全部 last: the queue opens on 待审核. */
const TAB_OPTIONS = [
  ...WITHDRAWAL_STATES.map((s) => ({ value: s, label: walletText.record.tabs[s] })),
  { value: 'all' as const, label: walletText.record.tabs.all },
];

/** A bank payout's form: the transfer's reference, once staff paid by hand. */
const BANK_TEXT = {
  rejectTitle: t.approveBankTitle,
  rejectHint: () => t.approveBankHint,
  reasonLabel: t.referenceLabel,
  reasonPlaceholder: t.referencePlaceholder,
  rejectOk: t.approveBankOk,
};

/**
 * The withdrawal queue's controller, for its phone and desktop views alike: the state tab and page
 * (kept in the address; a new tab starts at page 1), which row is busy, and the three actions with
 * their outcome. A view draws the list and the forms (`forms`: the bank reference, with the
 * account to pay drawn by the view, and the reject reason); `approve` asks before an Alipay payout,
 * and opens the bank form for a card.
 */
export function useWithdrawReview(transferDetails: (row: AdminWithdrawal) => ReactNode) {
  const feedback = useFeedback();
  const [state] = useStateParam('pending');
  const address = useListAddress();
  const approve = approveWithdrawal.use();
  const rejectCall = rejectWithdrawal.use();
  const query = queryWithdrawal.use();

  const queueReport = useQueueReport(isStaleReview, t.stale);
  /** Says what the server said, in the tone of where the withdrawal ended. */
  const report = (action: Promise<ReviewOutcome>) =>
    queueReport(action, ({ row, message }) => ({ tone: outcomeTone(row), text: message }));

  const bank = useReasonForm<AdminWithdrawal>({
    text: BANK_TEXT,
    busy: approve.isPending,
    validate: referenceError,
    maxLength: REFERENCE_MAX,
    danger: false,
    singleLine: true,
    details: transferDetails,
    send: (row, reference) => report(approve.mutateAsync({ id: row.id, reference })),
  });
  const reject = useReasonForm<AdminWithdrawal>({
    text: t,
    busy: rejectCall.isPending,
    send: (row, reason) => report(rejectCall.mutateAsync({ id: row.id, reason })),
  });

  const tabs: QueueTabs<Tab> = {
    value: state ?? 'all',
    options: TAB_OPTIONS,
    // 'all' is written out: without a state the queue opens on 待审核.
    onChange: (next) => address.setParam('state', next),
  };

  return {
    state,
    /** What both views hand their queue: the tabs, its words, the bank reference and reject forms. */
    queue: {
      tabs,
      total: walletText.common.total,
      emptyTitle: state === 'pending' ? t.empty : t.emptyOther,
      forms: [bank.props, reject.props],
    },
    page: address.page,
    setPage: address.setPage,
    /** The row an action is under way for; every row's buttons wait meanwhile. */
    busyId: busyRowId(approve, rejectCall, query),
    approving: approve.isPending,
    reject,
    /** Pays an Alipay withdrawal once staff confirmed; a bank one opens the reference form instead. */
    approve: async (row: AdminWithdrawal) => {
      if (row.payee_kind === 'bank') return bank.open(row);
      const question = {
        title: t.approveAlipayTitle,
        content: t.approveAlipay(formatYuan(row.net_amount), row.payee_account, row.payee_name),
        ok: t.approveAlipayOk,
      };
      if (await feedback.confirm(question)) await report(approve.mutateAsync({ id: row.id }));
    },
    queryPayout: (row: AdminWithdrawal) => report(query.mutateAsync(row.id)),
  };
}
