import type { ReactNode } from 'react';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import styles from '../lottery.module.css';

type PagedRows<T> = {
  list: T[];
  hasMore: boolean;
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  error: unknown;
  retry: () => unknown;
  loadMore: () => Promise<void>;
};

/** A lottery record list: the list states, the rows, and 加载更多 while pages remain (30 a page). */
export function RecordList<T>({
  rows,
  empty,
  emptyHint,
  emptyAction,
  children,
}: {
  rows: PagedRows<T>;
  empty: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  children: (row: T) => ReactNode;
}) {
  return (
    <ListState
      query={rows}
      empty={rows.list.length === 0}
      emptyTitle={empty}
      emptyHint={emptyHint}
      emptyAction={emptyAction}
      skeletonLines={5}
    >
      <ul className={styles.rows}>{rows.list.map(children)}</ul>
      <LoadMore list={rows} />
    </ListState>
  );
}
