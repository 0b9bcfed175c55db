import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListState, type ListStateProps } from './list-state';
import { LoadMore } from './load-more';
import styles from './card-page.module.css';

/** The primary button that opens a service's application form (again as its empty list's action). */
function ApplyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Button color="primary">{children}</Button>
    </Link>
  );
}

type ServicePageProps = {
  title: string;
  intro: string;
  /** The application form, opened from the intro and from the empty list. */
  apply: { text: string; to: string };
  /** My applications: a paged list of lib/list. */
  applications: ListStateProps['query'] &
    Parameters<typeof LoadMore>[0]['list'] & { list: readonly unknown[] };
  emptyTitle: string;
  emptyHint: string;
  /** The applications in a card of their own (rows), or each a card (children draw them). */
  inCard?: boolean;
  children: ReactNode;
};

/**
 * A service's page for members (cooperation, flashing), phone and desktop: what it is and how to ask
 * for it, then my applications with their states, page by page.
 */
export function ServicePage({
  title,
  intro,
  apply,
  applications,
  emptyTitle,
  emptyHint,
  inCard = false,
  children,
}: ServicePageProps) {
  const applyLink = <ApplyLink to={apply.to}>{apply.text}</ApplyLink>;
  const list = (
    <ListState
      query={applications}
      empty={applications.list.length === 0}
      emptyTitle={emptyTitle}
      emptyHint={emptyHint}
      emptyAction={applyLink}
    >
      {children}
      <LoadMore list={applications} />
    </ListState>
  );
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <p className={styles.hint}>{intro}</p>
        <div className={styles.actions}>{applyLink}</div>
      </section>
      {inCard ? (
        <section className={styles.card} aria-label={title}>
          {list}
        </section>
      ) : (
        list
      )}
    </div>
  );
}
