import { Button, Selector, Tag } from 'antd-mobile';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { ListState, type ListStateProps } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { RejectReasonSheet } from '@/components/reject-reason-sheet';
import type { RejectReasonProps } from '@/components/reject-reason';
import type { QueueTabs } from './queue-props';
import styles from '@/components/card-page.module.css';

type CardQueueList<R> = ListStateProps['query'] &
  ComponentProps<typeof LoadMore>['list'] & { list: readonly R[] };

type CardQueueProps<R extends { id: number }, S extends string> = {
  /** The section's name, read out for the card. */
  label: string;
  tabs: QueueTabs<S>;
  list: CardQueueList<R>;
  emptyTitle: string;
  /** Between the tabs and the rows: what an action answered that staff must copy now. */
  notice?: ReactNode;
  /** One row: a `QueueRow` (keyed by the row's id here). */
  row: (row: R) => ReactNode;
  /** The queue's one-line forms (a reason), each a bottom sheet. */
  forms?: RejectReasonProps[];
  /** Any other sheet the queue opens. */
  children?: ReactNode;
};

/**
 * A staff queue drawn once for both sizes (the services' applications, a few a week): one card with
 * the state choices, the rows with their actions, 加载更多, and the sheets the actions open.
 */
export function CardQueue<R extends { id: number }, S extends string>({
  label,
  tabs,
  list,
  emptyTitle,
  notice,
  row,
  forms = [],
  children,
}: CardQueueProps<R, S>) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={label}>
        <Selector
          columns={3}
          value={[tabs.value]}
          onChange={(v) => v[0] && tabs.onChange(v[0])}
          options={[...tabs.options]}
        />
        {notice}
        <ListState query={list} empty={list.list.length === 0} emptyTitle={emptyTitle}>
          <ul className={styles.rows}>
            {list.list.map((r) => (
              <Fragment key={r.id}>{row(r)}</Fragment>
            ))}
          </ul>
          <LoadMore list={list} />
        </ListState>
      </section>
      {forms.map((form, i) => (
        <RejectReasonSheet key={i} {...form} />
      ))}
      {children}
    </div>
  );
}

type QueueRowProps = {
  title: ReactNode;
  /** The row's state, as a tag after the title. */
  tag: { label: string; color: ComponentProps<typeof Tag>['color'] };
  /** The lines under the title. */
  children: ReactNode;
  /** The row's next steps (small buttons). */
  actions?: ReactNode;
  /** 驳回 after the steps, when the row may still be refused. */
  reject?: { text: string; onClick: () => void };
};

/** One row of a `CardQueue`: the title and its state, the lines, and the actions at the end. */
export function QueueRow({ title, tag, children, actions, reject }: QueueRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {title}{' '}
          <Tag color={tag.color} fill="outline">
            {tag.label}
          </Tag>
        </span>
        {children}
      </div>
      {actions || reject ? (
        <div className={styles.rowActions}>
          {actions}
          {reject ? (
            <Button size="small" color="danger" fill="outline" onClick={reject.onClick}>
              {reject.text}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A row's next step: a small primary button. */
export function RowStep({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button size="small" color="primary" onClick={onClick}>
      {children}
    </Button>
  );
}
