import type { AdminOrder, OrderState } from '@nodebao/contract';
import { useState } from 'react';
import { useFeedback } from '@/lib/feedback';
import { useQueueReport } from '@/lib/list/queue-report';
import { useListAddress } from '@/lib/list/use-list-address';
import { useSearchBox } from '@/lib/list/use-search-box';
import { supermanText } from '@/locales/zh-CN/superman';
import { confirmOffline } from '../api/confirm-offline';
import { isStaleOrder } from '../api/offline-action';
import { rejectOffline } from '../api/reject-offline';
import { confirmQuestion, keywordParam } from '../lib/offline';
import { useOfflineState } from './use-offline-state';

const t = supermanText.offline;

/**
 * The offline-payment queue's controller, for its phone and desktop views alike: the state tab and
 * the search (kept in the address), which row is busy, and the two actions. A view draws the list
 * (an infinite list on phones, a paged table on desktops) and opens the reject sheet or modal with
 * `setRejectRow`; 确认到账 is asked here, with what staff must check first.
 */
export function useOfflineReview() {
  const feedback = useFeedback();
  const state = useOfflineState();
  const address = useListAddress();
  const [input, setInput] = useSearchBox(address.keyword, address.setKeyword);
  const keyword = keywordParam(address.keyword);
  const confirm = confirmOffline.use();
  const reject = rejectOffline.use();
  const [rejectRow, setRejectRow] = useState<AdminOrder | null>(null);
  const report = useQueueReport(isStaleOrder, t.stale);

  return {
    state,
    /** A new tab starts at page 1 (the page is in the address too). */
    setState: (next: OrderState) => address.setParam('state', next),
    input,
    setInput,
    keyword,
    filter: { state, keyword },
    page: address.page,
    setPage: address.setPage,
    /** The row an action is under way for; every row's buttons wait meanwhile. */
    busyId: confirm.isPending ? confirm.variables : reject.isPending ? reject.variables?.id : undefined,
    confirming: confirm.isPending,
    rejecting: reject.isPending,
    rejectRow,
    setRejectRow,
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
    /** Rejects the row of the open sheet with `reason`; the sheet closes when it went through. */
    rejectWithReason: async (reason: string) => {
      if (!rejectRow) return;
      if (await report(reject.mutateAsync({ id: rejectRow.id, reason }), () => t.rejected))
        setRejectRow(null);
    },
  };
}
