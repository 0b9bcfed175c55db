import { Button } from 'antd-mobile';
import { InfiniteScroll } from '@/components/infinite-scroll';
import type { ReactNode } from 'react';
import { ListState, type ListStateProps } from '@/components/list-state';
import styles from './phone-list.module.css';
import { PullRefresh, toastRefreshFailed } from '@/components/pull-refresh';

/** A paged list for an infinite scroll, as lib/list's `usePagedList` returns it. */
export type ScrollList = {
  list: readonly unknown[];
  last?: { pages: { totalCount: number } };
  hasMore: boolean;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  isRefetching: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<boolean>;
  retry: () => unknown;
};

type PhoneListProps = Omit<ListStateProps, 'query' | 'empty'> & {
  list: ScrollList;
  /** How many match, shown above the rows once the first page is in. */
  total?: (n: number) => ReactNode;
  /** The feature's classes: the count line and the rows' container (their spacing differs). */
  summaryClassName?: string;
  listClassName?: string;
  /** `ol` for records and queues (one `li` a row); `div` for lists of cards. */
  as?: 'ol' | 'ul' | 'div';
  /** Pull to refresh (phones); off where the same screen serves desktops. */
  pull?: boolean;
  /** Above the rows once there are rows (a table's header row, say). */
  head?: ReactNode;
  /** Above the count, inside the pull (figures the pull refreshes with `alsoRefresh`). */
  top?: ReactNode;
  /** What else a pull to refresh reads again (the screen's totals). */
  alsoRefresh?: () => Promise<unknown>;
};

/**
 * Every phone list: pull to refresh, how many match, the loading, failed, empty and no-match states
 * (ListState), the rows, and the next page as the list scrolls.
 */
export function PhoneList({
  list,
  total,
  summaryClassName,
  listClassName,
  as: Rows = 'ol',
  pull = true,
  head,
  top,
  alsoRefresh,
  children,
  ...states
}: PhoneListProps) {
  async function refresh() {
    const [done] = await Promise.all([list.refresh(), alsoRefresh?.()]);
    if (!done) toastRefreshFailed();
  }
  const body = (
    <>
      {top}
      {total && list.last ? (
        <div className={summaryClassName}>{total(list.last.pages.totalCount)}</div>
      ) : null}
      <ListState query={list} empty={list.list.length === 0} {...states}>
        <Rows className={listClassName} aria-busy={list.isRefetching}>
          {head}
          {children}
        </Rows>
        <InfiniteScroll hasMore={list.hasMore} loadMore={list.loadMore} />
      </ListState>
    </>
  );
  return pull ? <PullRefresh onRefresh={refresh}>{body}</PullRefresh> : body;
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
