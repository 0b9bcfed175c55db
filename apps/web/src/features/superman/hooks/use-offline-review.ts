import type { AdminOrder, OrderState } from '@nodebao/contract';
import type { QueueSearch, QueueTabs } from '@/components/queue/queue-props';
import { useReasonForm } from '@/components/queue/use-reason-form';
import { useFeedback } from '@/lib/feedback';
import { useQueueReport } from '@/lib/list/queue-report';
import { useListAddress } from '@/lib/list/use-list-address';
import { useSearchBox } from '@/lib/list/use-search-box';
import { busyRowId } from '@/lib/write-call';
import { supermanText } from '@/locales/zh-CN/superman';
import { confirmOffline } from '../api/confirm-offline';
import { isStaleOrder } from '../api/offline-action';
import { rejectOffline } from '../api/reject-offline';
import { confirmQuestion, keywordParam, OFFLINE_STATES } from '../lib/offline';
import { useOfflineState } from './use-offline-state';

const t = supermanText.offline;
const TAB_OPTIONS = OFFLINE_STATES.map((s) => ({ value: s, label: t.tabs[s] }));

/**
 * The offline-payment queue's controller, for its phone and desktop views alike: the state tab and
 * the search (kept in the address), which row is busy, and the two actions. A view draws the list
 * (an infinite list on phones, a paged table on desktops) and opens the reject form with
 * `reject.open`; 确认到账 is asked here, with what staff must check first.
 */
export function useOfflineReview() {
  const feedback = useFeedback();
  const state = useOfflineState();
  const address = useListAddress();
  const [input, setInput] = useSearchBox(address.keyword, address.setKeyword);
  const keyword = keywordParam(address.keyword);
  const confirm = confirmOffline.use();
  const rejectCall = rejectOffline.use();
  const report = useQueueReport(isStaleOrder, t.stale);
  const reject = useReasonForm<AdminOrder>({
    text: t,
    busy: rejectCall.isPending,
    send: (row, reason) => report(rejectCall.mutateAsync({ id: row.id, reason }), () => t.rejected),
  });

  /** A new tab starts at page 1 (the page is in the address too). */
  const tabs: QueueTabs<OrderState> = {
    value: state,
    options: TAB_OPTIONS,
    onChange: (next) => address.setParam('state', next),
  };
  const search: QueueSearch = { value: input, onChange: setInput, placeholder: t.searchPlaceholder };

  return {
    /** What both views hand their queue: the tabs and search, its words, the reject form. */
    queue: {
      tabs,
      search,
      total: supermanText.common.total,
      emptyTitle: keyword ? t.noMatch : state === 'reviewing' ? t.empty : t.emptyOther,
      emptyHint: !keyword && state === 'reviewing' ? t.emptyHint : undefined,
      forms: [reject.props],
    },
    filter: { state, keyword },
    page: address.page,
    setPage: address.setPage,
    /** The row an action is under way for; every row's buttons wait meanwhile. */
    busyId: busyRowId(confirm, rejectCall),
    confirming: confirm.isPending,
    reject,
    confirmRow: async (row: AdminOrder) => {
      const question = {
        title: t.confirmTitle,
        content: confirmQuestion(row),
        note: t.confirmCheck,
        ok: t.confirmOk,
      };
      if (!(await feedback.confirm(question))) return false;
      return report(confirm.mutateAsync(row.id), ({ row: order }) =>
        t.confirmed(order.code_count || row.quantity),
      );
    },
  };
}
