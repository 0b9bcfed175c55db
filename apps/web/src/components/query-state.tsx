import type { ReactNode } from 'react';
import { LoadError, LoadingSkeleton } from './load-state';

type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A page of one query: a skeleton while it loads, the server's refusal (or a hint) with a retry when it
 * failed with nothing to show, else the page drawn from its data.
 */
export function QueryState<T>({
  query,
  lines = 8,
  className,
  children,
}: {
  query: QueryLike<T>;
  lines?: number;
  /** The page's frame, kept around the loading and failed states too. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <div className={className}>
      {query.isError ? (
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingSkeleton lines={lines} />
      )}
    </div>
  );
}
