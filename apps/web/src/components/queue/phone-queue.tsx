import { SearchBar, Tabs } from 'antd-mobile';
import { Fragment, type ReactNode } from 'react';
import { PhoneList, type ScrollList } from '@/components/phone-list';
import { RejectReasonSheet } from '@/components/reject-reason-sheet';
import type { RejectReasonProps } from '@/components/reject-reason';
import {
  rowStatus,
  tabOf,
  type QueueCardProps,
  type QueueSearch,
  type QueueTabs,
  type QueueWords,
} from './queue-props';
import styles from './queue.module.css';

type PhoneQueueProps<R extends { id: number }, S extends string> = QueueWords & {
  tabs: QueueTabs<S>;
  search?: QueueSearch;
  list: Omit<ScrollList, 'list'> & { list: readonly R[] };
  /** The row an action is under way for. */
  busyId?: number;
  /** One row's card: an `li` (keyed by the row's id here). */
  card: (props: QueueCardProps<R>) => ReactNode;
  /** The queue's one-line forms (a reason, a hash), each a bottom sheet. */
  forms?: RejectReasonProps[];
  /** Any other sheet the queue opens. */
  children?: ReactNode;
};

/**
 * A staff queue on phones, configured by its controller: the state tabs (and the search) sticky under
 * the navigation bar, then the cards appended as the list scrolls, and the sheets its actions open.
 */
export function PhoneQueue<R extends { id: number }, S extends string>({
  tabs,
  search,
  list,
  busyId,
  card,
  forms = [],
  children,
  total,
  emptyTitle,
  emptyHint,
}: PhoneQueueProps<R, S>) {
  return (
    <>
      <div className={styles.top}>
        <div className={styles.tabs}>
          <Tabs
            activeKey={tabs.value}
            onChange={(key) => {
              window.scrollTo({ top: 0 });
              tabs.onChange(tabOf(tabs, key, tabs.value));
            }}
          >
            {tabs.options.map((o) => (
              <Tabs.Tab key={o.value} title={o.label} />
            ))}
          </Tabs>
        </div>
        {search ? (
          <div className={styles.filters}>
            <SearchBar
              placeholder={search.placeholder}
              maxLength={32}
              value={search.value}
              onChange={search.onChange}
            />
          </div>
        ) : null}
      </div>
      <PhoneList
        list={list}
        total={total}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        summaryClassName={styles.summary}
        listClassName={styles.cards}
      >
        {list.list.map((row) => (
          <Fragment key={row.id}>{card({ row, ...rowStatus(busyId, row.id) })}</Fragment>
        ))}
      </PhoneList>
      {forms.map((form, i) => (
        <RejectReasonSheet key={i} {...form} />
      ))}
      {children}
    </>
  );
}
