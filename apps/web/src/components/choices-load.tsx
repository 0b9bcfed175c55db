import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './phone-list.module.css';

/** The call the choices come from. */
export type ChoicesQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
};

type ChoicesLoadProps = {
  query: ChoicesQuery;
  failedText: string;
  retryText: string;
  /** Shown in place of the choices when there are none (a sheet says so, with a way to add one). */
  empty?: ReactNode;
  /** In a bottom sheet (roomier) rather than a filter drop-down. */
  inSheet?: boolean;
  children: ReactNode;
};

/**
 * Choices that come from a call (tags, rooms, members) on a phone: a spinner while they load, a
 * retry when they failed, what to do when there are none.
 */
export function ChoicesLoad({
  query,
  failedText,
  retryText,
  empty,
  inSheet = false,
  children,
}: ChoicesLoadProps) {
  const state = inSheet ? styles.sheetState : styles.dropdownState;
  if (query.isPending) {
    return (
      <div className={state}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={state}>
        <span>{failedText}</span>
        <Button
          size={inSheet ? 'small' : 'mini'}
          fill="outline"
          color="primary"
          loading={inSheet && query.isFetching}
          onClick={() => void query.refetch()}
        >
          {retryText}
        </Button>
      </div>
    );
  }
  return empty ? <div className={state}>{empty}</div> : children;
}
