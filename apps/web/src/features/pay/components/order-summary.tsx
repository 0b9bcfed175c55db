import type { Order } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { CopyButton } from '@/components/copy-button';
import { formatDateTime } from '@/lib/format';
import { payText } from '@/locales/zh-CN/pay';
import { PAY_METHOD_LABELS } from '../lib/states';
import { OrderStateTag } from './order-state-tag';
import styles from './pay.module.css';

const t = payText.order;

/** The order at the top of every pay screen: amount, state, number (copyable), type × quantity. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section className={styles.card} aria-label={t.orderNo}>
      <div className={styles.amountLine}>
        <span className={styles.amount}>
          {formatYuan(order.amount)}
          <span className={styles.amountUnit}>元</span>
        </span>
        <OrderStateTag state={order.state} />
      </div>
      <dl className={styles.rows}>
        <dt>{t.orderNo}</dt>
        <dd>
          <span className={styles.mono}>{order.order_no}</span>
          <CopyButton text={order.order_no} doneMessage={payText.common.copied} />
        </dd>
        <dt>{t.deviceType}</dt>
        <dd>{t.typeTimes(order.device_type_name, order.quantity)}</dd>
        <dt>{t.unitPrice}</dt>
        <dd className={styles.num}>{payText.common.yuan(formatYuan(order.unit_price))}</dd>
        <dt>{t.method}</dt>
        <dd>{order.method ? PAY_METHOD_LABELS[order.method] : t.noMethod}</dd>
        <dt>{t.createdAt}</dt>
        <dd className={styles.num}>{formatDateTime(order.created_at)}</dd>
        {order.paid_at ? (
          <>
            <dt>{t.paidAt}</dt>
            <dd className={styles.num}>{formatDateTime(order.paid_at)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
