import type { Order } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button } from 'antd-mobile';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { PhoneList } from '@/components/phone-list';
import { formatDateTime } from '@/lib/format';
import { payText } from '@/locales/zh-CN/pay';
import { useOrderList } from '../api/get-orders';
import { OrderStateTag } from './order-state-tag';
import { orderLink, PAY_METHOD_LABELS } from '../lib/states';
import styles from './pay.module.css';

const t = payText.orders;

/** 我的订单: newest first, appended as the list scrolls; an open order opens its pay screen. */
export function OrderList({ onBuy }: { onBuy: () => void }) {
  const orders = useOrderList(undefined);

  return (
    <PhoneList
      list={orders}
      as="ul"
      listClassName={styles.list}
      emptyTitle={t.empty}
      emptyHint={t.emptyHint}
      emptyAction={
        <Button color="primary" onClick={onBuy}>
          {payText.codes.goBuy}
        </Button>
      }
    >
      {orders.list.map((order) => (
        <OrderItem key={order.id} order={order} />
      ))}
    </PhoneList>
  );
}

const OrderItem = memo(function OrderItem({ order }: { order: Order }) {
  const navigate = useNavigate();
  const link = orderLink(order);
  const content = (
    <>
      <div className={styles.itemTop}>
        <span className={styles.itemAmount}>{payText.common.yuan(formatYuan(order.amount))}</span>
        <OrderStateTag state={order.state} />
      </div>
      <div className={styles.itemLine}>
        <span>{payText.order.typeTimes(order.device_type_name, order.quantity)}</span>
        <span>{order.method ? PAY_METHOD_LABELS[order.method] : payText.order.noMethod}</span>
      </div>
      <div className={styles.itemLine}>
        <span className={styles.mono}>{order.order_no}</span>
        <span className={styles.num}>{formatDateTime(order.created_at)}</span>
      </div>
    </>
  );
  return (
    <li>
      {link ? (
        <button type="button" className={styles.itemButton} onClick={() => void navigate(link)}>
          {content}
        </button>
      ) : (
        <div className={styles.item}>{content}</div>
      )}
    </li>
  );
});
