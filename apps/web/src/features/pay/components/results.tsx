import type { Order } from '@nodebao/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Result } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { payText } from '@/locales/zh-CN/pay';
import { codesPrefix } from '../api/get-codes';
import styles from './pay.module.css';

const t = payText.result;

/** 支付成功 with the codes issued; the code lists are read again when next shown. */
export function PaidResult({ order }: { order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: codesPrefix });
  }, [queryClient, order.code_count]);

  return (
    <div className={styles.result}>
      <Result
        status="success"
        title={t.paid}
        description={order.code_count > 0 ? t.paidDesc(order.code_count) : t.paidPending}
      />
      <div className={styles.resultActions}>
        <Button color="primary" onClick={() => void navigate('/pay/buy-code?tab=codes')}>
          {t.viewCodes}
        </Button>
        <Button color="primary" fill="outline" onClick={() => void navigate('/device/add-device')}>
          {t.addDevice}
        </Button>
      </div>
    </div>
  );
}

/** 订单已过期, with a way to order again. */
export function ExpiredResult() {
  const navigate = useNavigate();
  return (
    <div className={styles.result}>
      <Result status="warning" title={payText.order.expired} description={payText.order.expiredHint} />
      <div className={styles.resultActions}>
        <Button color="primary" onClick={() => void navigate('/pay/buy-code')}>
          {payText.order.reorder}
        </Button>
      </div>
    </div>
  );
}

/** No usable ?order_no=, or no such order of mine. */
export function NoOrder({ title, hint }: { title: string; hint: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.state}>
      <ErrorBlock status="empty" title={title} description={hint}>
        <Button color="primary" onClick={() => void navigate('/pay/buy-code')}>
          {payText.order.toBuy}
        </Button>
      </ErrorBlock>
    </div>
  );
}
