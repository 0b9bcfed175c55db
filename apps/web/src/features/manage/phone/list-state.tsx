import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { manageText } from '@/locales/zh-CN/manage';
import styles from './phone.module.css';

/** What the list states read from a react-query result. */
export type QueryState = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

type PhoneListStateProps = {
  query: QueryState;
  /** Nothing to show once loaded. */
  empty: boolean;
  /** A filter or search is on: "no match" with 清除筛选 instead of the first-use empty state. */
  filtered: boolean;
  emptyTitle: string;
  emptyHint?: string;
  /** The first-use call to action (添加会员, 新建标签…). */
  emptyAction?: ReactNode;
  noMatchTitle: string;
  noMatchHint?: string;
  onClearFilters?: () => void;
  children: ReactNode;
};

/**
 * Loading (skeleton), failed (server message and a retry), empty (first use or no match), else the
 * list. A failure after rows were shown keeps the rows (the toast or pull to refresh says the rest).
 */
export function PhoneListState({
  query,
  empty,
  filtered,
  emptyTitle,
  emptyHint,
  emptyAction,
  noMatchTitle,
  noMatchHint,
  onClearFilters,
  children,
}: PhoneListStateProps) {
  if (query.isPending) {
    return (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={8} />
      </div>
    );
  }
  if (query.isError && empty) {
    return (
      <div className={styles.stateWrap}>
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (empty && filtered) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={noMatchTitle} description={noMatchHint ?? ''}>
          {onClearFilters ? (
            <Button color="primary" fill="outline" onClick={onClearFilters}>
              {manageText.common.clearFilters}
            </Button>
          ) : null}
        </ErrorBlock>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={emptyTitle} description={emptyHint ?? ''}>
          {emptyAction}
        </ErrorBlock>
      </div>
    );
  }
  return <>{children}</>;
}
