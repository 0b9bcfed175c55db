import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import styles from './list-state.module.css';

/** What the states read from a list: lib/list's paged list (`retry`) or a react-query result (`refetch`). */
type QueryLike = {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  retry?: () => unknown;
  refetch?: () => unknown;
};

export type ListStateProps = {
  query: QueryLike;
  empty: boolean;
  emptyTitle: string;
  emptyHint?: string;
  /** The first-use call to action (添加…, 去提现). */
  emptyAction?: ReactNode;
  skeletonLines?: number;
  /** A filter or search is on: "no match" (with 清除筛选 when given) instead of the first-use state. */
  filtered?: boolean;
  noMatchTitle?: string;
  noMatchHint?: string;
  onClearFilters?: () => void;
  clearFiltersText?: string;
  children: ReactNode;
};

/**
 * Loading (skeleton), failed with nothing to show (the server's refusal or a hint, and a retry),
 * empty (no match for the filter, or what the list is for and how to start), else the list. A failure
 * after rows were shown keeps the rows (the toast or pull to refresh says the rest).
 */
export function ListState({
  query,
  empty,
  emptyTitle,
  emptyHint,
  emptyAction,
  skeletonLines = 6,
  filtered = false,
  noMatchTitle,
  noMatchHint,
  onClearFilters,
  clearFiltersText,
  children,
}: ListStateProps) {
  if (query.error && empty) {
    const retry = query.retry ?? query.refetch;
    return (
      <div className={styles.stateWrap}>
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void retry?.()} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={skeletonLines} />
      </div>
    );
  }
  if (empty && filtered) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={noMatchTitle ?? emptyTitle} description={noMatchHint ?? ''}>
          {onClearFilters ? (
            <Button color="primary" fill="outline" onClick={onClearFilters}>
              {clearFiltersText}
            </Button>
          ) : null}
        </ErrorBlock>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={emptyTitle} description={emptyHint}>
          {emptyAction}
        </ErrorBlock>
      </div>
    );
  }
  return <>{children}</>;
}
