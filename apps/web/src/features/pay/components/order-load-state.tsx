import type { Order } from '@nodebao/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { payText } from '@/locales/zh-CN/pay';
import { NoOrder } from './results';
import styles from './pay.module.css';

type OrderLoadStateProps = {
  orderNo: string | null;
  query: UseQueryResult<Order | null>;
};

/** What a pay screen shows before it has its order: missing number, loading, failed, not found. */
export function OrderLoadState({ orderNo, query }: OrderLoadStateProps) {
  if (orderNo === null) return <NoOrder title={payText.order.missing} hint={payText.order.missingHint} />;
  if (query.error && query.data === undefined) {
    return (
      <div className={styles.stateWrap}>
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={6} />
      </div>
    );
  }
  return <NoOrder title={payText.order.notFound} hint={payText.order.notFoundHint} />;
}
