import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

type RetryButtonProps = {
  /** The call to run again (a react-query result), spinning while it does. */
  query: { isFetching: boolean; refetch: () => unknown };
  size?: 'mini' | 'small';
  children: ReactNode;
};

/** The outlined button that runs a failed call again on phones (a field's choices, a list). */
export function RetryButton({ query, size = 'small', children }: RetryButtonProps) {
  return (
    <Button
      size={size}
      color="primary"
      fill="outline"
      loading={query.isFetching}
      onClick={() => void query.refetch()}
    >
      {children}
    </Button>
  );
}
