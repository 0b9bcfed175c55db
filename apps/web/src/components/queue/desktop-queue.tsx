import { Empty, Input, Segmented } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { PagedTable, ToolbarTail } from '@/components/desktop-list';
import { RejectReasonModal } from '@/components/reject-reason-modal';
import type { RejectReasonProps } from '@/components/reject-reason';
import type { QueueSearch, QueueTabs, QueueWords } from './queue-props';
import styles from './queue.module.css';

type TableProps<R extends object> = Omit<ComponentProps<typeof PagedTable<R>>, 'empty' | 'text'>;

type DesktopQueueProps<R extends object, S extends string> = QueueWords &
  TableProps<R> & {
    tabs: QueueTabs<S>;
    search?: QueueSearch;
    /** The queue's words for a failed first page, and its refresh and cancel buttons. */
    text: { loadFailed: string; refresh: string; cancel: string };
    /** The queue's one-line forms (a reason, a hash), each a dialog. */
    forms?: RejectReasonProps[];
    /** Any other dialog the queue opens. */
    children?: ReactNode;
  };

/**
 * A staff queue on desktops, configured by its controller: the state tabs, the search, the count and
 * a refresh above a paged table, and the dialogs its actions open. Drawn inside `AntdScope`.
 */
export function DesktopQueue<R extends object, S extends string>({
  tabs,
  search,
  text,
  forms = [],
  children,
  total,
  emptyTitle,
  emptyHint,
  query,
  ...table
}: DesktopQueueProps<R, S>) {
  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<S> value={tabs.value} onChange={tabs.onChange} options={[...tabs.options]} />
        {search ? (
          <Input.Search
            className={styles.search}
            allowClear
            placeholder={search.placeholder}
            maxLength={32}
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
            onSearch={search.onChange}
          />
        ) : null}
        <ToolbarTail query={query} count={total} refreshText={text.refresh} />
      </div>
      <PagedTable<R>
        {...table}
        query={query}
        text={{ loadFailed: text.loadFailed, total }}
        empty={<Empty description={emptyTitle}>{emptyHint}</Empty>}
      />
      {forms.map((form, i) => (
        <RejectReasonModal key={i} {...form} cancelText={text.cancel} />
      ))}
      {children}
    </>
  );
}
