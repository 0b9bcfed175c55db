import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import styles from './list-state.module.css';

type QueryLike = {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  retry: () => unknown;
};

type ListStateProps = {
  query: QueryLike;
  empty: boolean;
  emptyTitle: string;
  emptyHint?: string;
  /** The first-use call to action (添加…, 去提现). */
  emptyAction?: ReactNode;
  skeletonLines?: number;
  children: ReactNode;
};

/**
 * Loading (skeleton), failed with nothing to show (the server's refusal or a hint, and a retry),
 * empty (what the list is for and how to start), else the list.
 */
export function ListState({
  query,
  empty,
  emptyTitle,
  emptyHint,
  emptyAction,
  skeletonLines = 6,
  children,
}: ListStateProps) {
  if (query.error && empty) {
    return (
      <div className={styles.stateWrap}>
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.retry()} />
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
