import type { Order } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { formatYuan } from '@nodebao/contract/money';
import { Button, DotLoading, ErrorBlock, NoticeBar, Result, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingSkeleton } from '@/components/load-state';
import { startWechatBinding, useWechatOauthReturn } from '@/features/account/api/wechat-binding';
import { useMemberInfo } from '@/lib/member-info';
import { BusinessError, refusedWith } from '@/lib/request';
import { isWechat } from '@/lib/wechat/env';
import { chooseWXPay, WechatError } from '@/lib/wechat/wechat';
import { payText } from '@/locales/zh-CN/pay';
import { wechatText } from '@/locales/zh-CN/wechat';
import { prepayOrder } from '../api/prepay-order';
import { OrderStep, PayFrame } from '../components/order-step';
import { orderNoParam } from '../lib/states';
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
  const [phase, setPhase] = useState<Phase>('idle');
  if (!isWechat()) {
    return (
      <PayFrame>
        <Outside />
      </PayFrame>
    );
  }
  return (
    <OrderStep awaitingPayment={phase === 'confirming'} countdown={phase !== 'confirming'}>
      {(order) =>
        order.state !== 'pending' ? (
          <NotPayable order={order} />
        ) : (
          <WechatCheckout order={order} phase={phase} setPhase={setPhase} />
        )
      }
    </OrderStep>
  );
}

function choosePath(orderNo: string | null) {
  return orderNo ? `/pay/pay?order_no=${encodeURIComponent(orderNo)}` : '/pay/buy-code';
}

function Outside() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderNo = orderNoParam(search.get('order_no'));
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
