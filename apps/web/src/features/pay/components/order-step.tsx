import type { Order } from '@nodebao/contract';
import { useCallback, type ReactNode } from 'react';
import { useOrderParam } from '../hooks/use-order-param';
import { CountdownNotice } from './countdown-notice';
import { OrderLoadState } from './order-load-state';
import { OrderSummary } from './order-summary';
import { ExpiredResult, PaidResult } from './results';
import styles from './pay.module.css';

/** The column every pay step is drawn in, phone and desktop alike. */
export function PayFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}

type OrderStepProps = {
  /** Read the order every few seconds: a payment is being confirmed. */
  awaitingPayment?: boolean;
  /** The time left to pay under the summary (the order is read again when it runs out). */
  countdown?: boolean;
  /** A paid order: the result, and whatever the step shows of it after. */
  paid?: (order: Order) => ReactNode;
  /** The step itself, for an order neither paid nor expired. */
  children: (order: Order) => ReactNode;
};

/**
 * One step of paying the order in `?order_no=` (choose, bank, WeChat, offline): the order's summary,
 * then its loading, missing or failed state, the paid or expired result, or the step.
 */
export function OrderStep({
  awaitingPayment,
  countdown = false,
  paid = (order) => <PaidResult order={order} />,
  children,
}: OrderStepProps) {
  const { orderNo, query } = useOrderParam({ awaitingPayment });
  const order = query.data;
  const { refetch } = query;
  const onExpire = useCallback(() => void refetch(), [refetch]);
  if (!order) {
    return (
      <PayFrame>
        <OrderLoadState orderNo={orderNo} query={query} />
      </PayFrame>
    );
  }
  return (
    <PayFrame>
      <OrderSummary order={order} />
      {countdown ? <CountdownNotice order={order} onExpire={onExpire} /> : null}
      {order.state === 'paid' ? paid(order) : order.state === 'expired' ? <ExpiredResult /> : children(order)}
    </PayFrame>
  );
}
