import type { Order } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { formatYuan } from '@nodebao/contract/money';
import { Button, DotLoading, ErrorBlock, NoticeBar, Result, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingSkeleton } from '@/components/load-state';
import { startWechatBinding, useWechatOauthReturn } from '@/features/account/api/wechat-binding';
import { useMemberInfo } from '@/lib/member-info';
import { BusinessError, refusedWith } from '@/lib/request';
import { isWechat } from '@/lib/wechat/env';
import { chooseWXPay, WechatError } from '@/lib/wechat/wechat';
import { payText } from '@/locales/zh-CN/pay';
import { wechatText } from '@/locales/zh-CN/wechat';
import { prepayOrder } from '../api/prepay-order';
import { CountdownNotice } from '../components/countdown-notice';
import { OrderLoadState } from '../components/order-load-state';
import { OrderSummary } from '../components/order-summary';
import { ExpiredResult, PaidResult } from '../components/results';
import { useOrderParam } from '../hooks/use-order-param';
import { useWechatReady } from '../hooks/use-wechat-ready';
import styles from '../components/pay.module.css';

const t = payText.wechat;

type Phase = 'idle' | 'paying' | 'confirming';

/**
 * /pay/wechat?order_no= (微信支付, inside WeChat): wx.config for this address; a member without a bound
 * WeChat is sent through OAuth and comes back here (?code=&state= is bound on return); then JSAPI
 * prepay and chooseWXPay. After WeChat's success the order is read every 2 s until paid; a cancel goes
 * back to choosing how to pay.
 */
export default function WechatPayPage() {
  const inWechat = isWechat();
  const [phase, setPhase] = useState<Phase>('idle');
  const { orderNo, query } = useOrderParam({ awaitingPayment: phase === 'confirming' });
  const order = query.data;
  const { refetch } = query;
  const onExpire = useCallback(() => void refetch(), [refetch]);

  let body;
  if (!inWechat) body = <Outside orderNo={orderNo} />;
  else if (!order) body = <OrderLoadState orderNo={orderNo} query={query} />;
  else if (order.state === 'paid') body = <PaidResult order={order} />;
  else if (order.state === 'expired') body = <ExpiredResult />;
  else if (order.state !== 'pending') body = <NotPayable order={order} />;
  else body = <WechatCheckout order={order} phase={phase} setPhase={setPhase} />;

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        {inWechat && order ? <OrderSummary order={order} /> : null}
        {inWechat && order && phase !== 'confirming' ? (
          <CountdownNotice order={order} onExpire={onExpire} />
        ) : null}
        {body}
      </div>
    </div>
  );
}

function choosePath(orderNo: string | null) {
  return orderNo ? `/pay/pay?order_no=${encodeURIComponent(orderNo)}` : '/pay/buy-code';
}

function Outside({ orderNo }: { orderNo: string | null }) {
  const navigate = useNavigate();
  return (
    <div className={styles.result}>
      <Result status="info" title={t.outside} description={t.outsideHint} />
      <div className={styles.resultActions}>
        <Button color="primary" onClick={() => void navigate(choosePath(orderNo), { replace: true })}>
          {t.toChoose}
        </Button>
      </div>
    </div>
  );
}

function NotPayable({ order }: { order: Order }) {
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <Button
        block
        color="primary"
        onClick={() => void navigate(choosePath(order.order_no), { replace: true })}
      >
        {t.toChoose}
      </Button>
    </div>
  );
}

type CheckoutProps = { order: Order; phase: Phase; setPhase: (phase: Phase) => void };

function WechatCheckout({ order, phase, setPhase }: CheckoutProps) {
  const navigate = useNavigate();
  const oauth = useWechatOauthReturn();
  const member = useMemberInfo();
  const prepay = prepayOrder.use();
  const [attempt, setAttempt] = useState(0);
  const wx = useWechatReady(true, attempt);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const autoBind = useRef(false);

  const bound = member.data?.wechat_bound === true;
  const needBind = member.data !== undefined && !bound && oauth !== 'binding';

  const bindNow = useCallback(async () => {
    setRedirecting(true);
    setError(null);
    try {
      await startWechatBinding();
    } catch (e) {
      setRedirecting(false);
      setError(e instanceof BusinessError ? e.message : wechatText.bind.bindFailed);
    }
  }, []);

  // Sent through WeChat's authorization once by itself; after a failed return the member decides.
  useEffect(() => {
    if (needBind && oauth === 'none' && !autoBind.current) {
      autoBind.current = true;
      void bindNow();
    }
  }, [needBind, oauth, bindNow]);

  async function onPay() {
    setPhase('paying');
    setError(null);
    try {
      const reply = await prepay.mutateAsync({ order_no: order.order_no, method: 'wechat_jsapi' });
      if (!reply.jsapi) throw new WechatError(t.failed);
      const outcome = await chooseWXPay(reply.jsapi);
      if (outcome === 'cancel') {
        setPhase('idle');
        Toast.show({ content: t.cancelled });
        void navigate(choosePath(order.order_no), { replace: true });
        return;
      }
      setPhase('confirming');
    } catch (e) {
      setPhase('idle');
      if (refusedWith(e, ERRORS.WECHAT_NOT_BOUND)) {
        void member.refetch();
        void bindNow();
        return;
      }
      setError(e instanceof BusinessError || e instanceof WechatError ? e.message : t.failed);
    }
  }

  if (phase === 'confirming') {
    return (
      <div className={styles.result}>
        <Result
          status="waiting"
          title={
            <>
              {payText.result.checking}
              <DotLoading />
            </>
          }
          description={payText.result.checkingHint}
        />
      </div>
    );
  }
  if (oauth === 'binding' || member.isPending) {
    return (
      <div className={styles.stateWrap}>
        {oauth === 'binding' ? <p className={styles.note}>{wechatText.bind.binding}</p> : null}
        <LoadingSkeleton lines={3} />
      </div>
    );
  }
  if (needBind) {
    return (
      <div className={styles.state}>
        <ErrorBlock
          status="default"
          title={t.needBind}
          description={oauth === 'failed' ? wechatText.bind.bindFailed : t.needBindHint}
        >
          <Button color="primary" loading={redirecting} onClick={() => void bindNow()}>
            {t.bindNow}
          </Button>
        </ErrorBlock>
        {error ? <NoticeBar className={styles.notice} color="error" wrap content={error} /> : null}
      </div>
    );
  }
  return (
    <>
      {wx.status === 'failed' ? (
        <NoticeBar className={styles.notice} color="error" wrap content={wx.error} />
      ) : null}
      {error ? <NoticeBar className={styles.notice} color="error" wrap content={error} /> : null}
      <div className={styles.actions}>
        {wx.status === 'failed' ? (
          <Button block fill="outline" color="primary" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </Button>
        ) : null}
        <Button
          block
          size="large"
          color="success"
          loading={phase === 'paying' || wx.status === 'loading'}
          loadingText={phase === 'paying' ? t.paying : t.preparing}
          disabled={wx.status !== 'ready'}
          onClick={() => void onPay()}
        >
          {t.pay(formatYuan(order.amount))}
        </Button>
        <Button block fill="none" color="primary" onClick={() => void navigate(choosePath(order.order_no))}>
          {t.toChoose}
        </Button>
      </div>
    </>
  );
}
