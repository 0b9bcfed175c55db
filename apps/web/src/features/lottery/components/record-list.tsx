import { Button, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { lotteryText } from '@/locales/zh-CN/lottery';
import layout from '@/components/card-page.module.css';
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

type RecordListProps<T> = {
  title: string;
  /** The draw record names its card without a heading: the card above already explains it. */
  showTitle?: boolean;
  /** Cards above this one (how draws are checked). */
  before?: ReactNode;
  /** Between the title and the rows: my totals, links to the other lists. */
  intro?: ReactNode;
  rows: PagedRows<T>;
  empty: string;
  /** My own records: an empty list hints how to take part and links to the lottery page. */
  emptyHint?: string;
  children: (row: T) => ReactNode;
};

/**
 * Every lottery record page (draws, tickets, prizes; everyone's or mine): a wide card with its title, the
 * list states, the rows, and 加载更多 while pages remain (30 a page).
 */
export function RecordList<T>({
  title,
  showTitle = true,
  before,
  intro,
  rows,
  empty,
  emptyHint,
  children,
}: RecordListProps<T>) {
  return (
    <div className={`${layout.page} ${layout.columns}`}>
      {before}
      <section className={`${layout.card} ${layout.wide}`} aria-label={title}>
        {showTitle ? <h2 className={styles.cardTitle}>{title}</h2> : null}
        {intro}
        <ListState
          query={rows}
          empty={rows.list.length === 0}
          emptyTitle={empty}
          emptyHint={emptyHint}
          emptyAction={
            emptyHint ? (
              <Link to="/lottery/index">
                <Button color="primary" fill="outline">
                  {lotteryText.tickets.toIndex}
                </Button>
              </Link>
            ) : undefined
          }
          skeletonLines={5}
        >
          <ul className={layout.rows}>{rows.list.map(children)}</ul>
          <LoadMore list={rows} />
        </ListState>
      </section>
    </div>
  );
}

type RecordRowProps = {
  main: ReactNode;
  /** Marks my rows in everyone's list. */
  markMine: boolean;
  sub: ReactNode;
  end: ReactNode;
  mainClassName?: string;
};

/** One record: what it is (我的 on mine), who and when below, and the figure or time at the end. */
export function RecordRow({ main, markMine, sub, end, mainClassName }: RecordRowProps) {
  return (
    <li className={styles.row}>
      <span className={layout.rowMain}>
        <span className={mainClassName}>
          {main}{' '}
          {markMine ? (
            <Tag color="danger" fill="outline">
              {lotteryText.common.mine}
            </Tag>
          ) : null}
        </span>
        <span className={layout.label}>{sub}</span>
      </span>
      {end}
    </li>
  );
}
