import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ListState } from '@/components/list-state';
import styles from './phone-list.module.css';

/** A paged list for an infinite scroll, as `usePagedList` returns it. */
type QueueQuery = {
  list: readonly unknown[];
  last?: { pages: { totalCount: number } };
  hasMore: boolean;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  isRefetching: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<unknown>;
  retry: () => unknown;
};

type PhoneQueueProps = {
  queue: QueueQuery;
  total: (n: number) => ReactNode;
  emptyTitle: string;
  emptyHint?: string;
  /** The feature's classes: the count line and the cards' list (their spacing differs). */
  summaryClassName?: string;
  listClassName?: string;
  /** The cards, one `li` a row. */
  children: ReactNode;
};

/**
 * A staff queue on phones: pull to refresh, how many match, the loading, failed and empty states,
 * the cards, and the next page as the list scrolls.
 */
export function PhoneQueue({
  queue,
  total,
  emptyTitle,
  emptyHint,
  summaryClassName,
  listClassName,
  children,
}: PhoneQueueProps) {
  return (
    <PullToRefresh onRefresh={async () => void (await queue.refresh())}>
      {queue.last ? <div className={summaryClassName}>{total(queue.last.pages.totalCount)}</div> : null}
      <ListState query={queue} empty={queue.list.length === 0} emptyTitle={emptyTitle} emptyHint={emptyHint}>
        <ol className={listClassName} aria-busy={queue.isRefetching}>
          {children}
        </ol>
        <InfiniteScroll hasMore={queue.hasMore} loadMore={queue.loadMore} />
      </ListState>
    </PullToRefresh>
  );
}

type ReviewButtonRowProps = {
  /** Another action is under way: no second one meanwhile. */
  locked: boolean;
  /** This card's approval is under way. */
  busy: boolean;
  approveText: string;
  rejectText: string;
  onApprove: () => void;
  onReject: () => void;
};

/** The foot of a card awaiting review: reject (outlined) and approve, side by side. */
export function ReviewButtonRow({
  locked,
  busy,
  approveText,
  rejectText,
  onApprove,
  onReject,
}: ReviewButtonRowProps) {
  return (
    <div className={styles.reviewActions}>
      <Button color="danger" fill="outline" disabled={locked} onClick={onReject}>
        {rejectText}
      </Button>
      <Button color="primary" disabled={locked} loading={busy} onClick={onApprove}>
        {approveText}
      </Button>
    </div>
  );
}
