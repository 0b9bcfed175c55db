import type { Order } from '@nodebao/contract';
import { NoticeBar } from 'antd-mobile';
import { useEffect } from 'react';
import { payText } from '@/locales/zh-CN/pay';
import { useSecondsLeft } from '../hooks/use-countdown';
import { formatCountdown } from '../lib/countdown';
import { isTransfer } from '../lib/states';
import styles from './pay.module.css';

type CountdownNoticeProps = {
  order: Order;
  /** Called once when the time is up (the page reads the order again: the server has expired it). */
  onExpire: () => void;
};

/** "请在 29:59 内完成支付" for an online order; transfers do not expire. */
export function CountdownNotice({ order, onExpire }: CountdownNoticeProps) {
  const left = useSecondsLeft(order.state === 'pending' ? order.expires_at : null);
  const expired = left === 0;
  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);

  if (order.state !== 'pending') return null;
  if (left === null) {
    return isTransfer(order) ? (
      <NoticeBar className={styles.notice} color="info" content={payText.order.noExpiry} wrap />
    ) : null;
  }
  return (
    <NoticeBar
      className={styles.notice}
      color="alert"
      wrap
      content={
        <span role="timer" className={styles.countdown}>
          {payText.order.countdown(formatCountdown(left))}
        </span>
      }
    />
  );
}
