import { Button, Skeleton } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import { BusinessError } from '@/lib/request';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import styles from './dashboard.module.css';

type SectionProps = {
  title: ReactNode;
  /** Beside the title: a hint, a link. */
  extra?: ReactNode;
  /** The grid area on wide screens (see dashboard.module.css). */
  area: 'fleet' | 'links' | 'attention' | 'speed' | 'rank' | 'empty' | 'income' | 'month' | 'members';
  children: ReactNode;
};

/** A white card of the home page with its title. */
export function Section({ title, extra, area, children }: SectionProps) {
  const id = useId();
  return (
    <section className={`${styles.card} ${styles[`area_${area}`]}`} aria-labelledby={id}>
      <header className={styles.cardHead}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {extra ? <div className={styles.cardExtra}>{extra}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** The lines of a card while its call is on the way. */
export function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-busy="true">
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

type SectionErrorProps = { error: unknown; retrying: boolean; onRetry: () => void };

/**
 * A failed card: a short line and a retry, small enough that several failing at once (the network
 * gone) still leave a readable page. A refusal shows the server's message.
 */
export function SectionError({ error, retrying, onRetry }: SectionErrorProps) {
  const message = error instanceof BusinessError && error.message ? error.message : t.loadFailed;
  return (
    <div className={styles.error} role="alert">
      <span>{message}</span>
      <Button size="mini" color="primary" fill="outline" loading={retrying} onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

/** What a card needs of a react-query result. */
export type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** A query's three states inside a card: skeleton, error with retry, or the content. */
export function QueryState<T>({
  query,
  lines,
  children,
}: {
  query: QueryLike<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <SectionError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  return <SectionSkeleton lines={lines} />;
}
