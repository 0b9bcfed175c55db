import type { Order } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, DotLoading, List, NoticeBar, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusinessError } from '@/lib/request';
import { isWechat } from '@/lib/wechat/env';
import { payText } from '@/locales/zh-CN/pay';
import { payOffline } from '../api/pay-offline';
import { prepayOrder } from '../api/prepay-order';
import { OrderStep } from '../components/order-step';
import { isTransfer, PAY_METHOD_LABELS } from '../lib/states';
import styles from '../components/pay.module.css';

const t = payText.choose;

/**
 * /pay/pay?order_no= (选择支付方式): the order, its countdown, and the ways to pay it. WeChat Pay opens
 * /pay/wechat inside WeChat; elsewhere it shows the Native QR code here and reads the order every 2 s
 * until WeChat has been paid. Bank and offline transfer switch the order, then open their pages.
 */
export default function PayPage() {
  const [codeUrl, setCodeUrl] = useState<string | null>(null);
  return (
    <OrderStep awaitingPayment={codeUrl !== null} countdown>
      {(order) =>
        codeUrl && order.state === 'pending' ? (
          <NativeQr order={order} codeUrl={codeUrl} onOther={() => setCodeUrl(null)} />
        ) : (
          <MethodChoice order={order} onNative={setCodeUrl} />
        )
      }
    </OrderStep>
  );
}

type MethodChoiceProps = { order: Order; onNative: (codeUrl: string) => void };

function MethodChoice({ order, onNative }: MethodChoiceProps) {
  const navigate = useNavigate();
  const prepay = prepayOrder.use();
  const offline = payOffline.use();
  const [busy, setBusy] = useState<'wechat' | 'bank' | 'offline' | null>(null);
  const query = `?order_no=${encodeURIComponent(order.order_no)}`;
  const inWechat = isWechat();

  if (order.state === 'reviewing' || order.state === 'rejected') {
    const rejected = order.state === 'rejected';
    return (
      <>
        <NoticeBar
          className={styles.notice}
          color={rejected ? 'error' : 'info'}
          wrap
          content={rejected ? t.rejected : t.reviewing}
        />
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(`/pay/offline-pay${query}`)}
          >
            {rejected ? t.resubmit : t.viewVoucher}
          </Button>
        </div>
      </>
    );
  }

  async function onWechat() {
    if (inWechat) {
      void navigate(`/pay/wechat${query}`);
      return;
    }
    setBusy('wechat');
    try {
      const reply = await prepay.mutateAsync({ order_no: order.order_no, method: 'wechat_native' });
      if (reply.code_url) onNative(reply.code_url);
      else Toast.show({ content: payText.native.failed });
    } catch (error) {
      Toast.show({ content: error instanceof BusinessError ? error.message : payText.native.failed });
    } finally {
      setBusy(null);
    }
  }

  async function onTransfer(method: 'bank' | 'offline') {
    setBusy(method);
    try {
      // Already switched: nothing to change on the server.
      if (order.method !== method) await offline.mutateAsync({ order_no: order.order_no, method });
      void navigate(method === 'bank' ? `/pay/bank${query}` : `/pay/offline-pay${query}`);
    } catch {
      // The request client has shown the refusal.
    } finally {
      setBusy(null);
    }
  }

  const transfer = isTransfer(order) && order.method ? order.method : null;
  return (
    <>
      {transfer ? (
        <NoticeBar
          className={styles.notice}
          color="info"
          wrap
          content={t.chosenTransfer(PAY_METHOD_LABELS[transfer])}
        />
      ) : null}
      <List className={styles.methods} header={t.title}>
        <MethodItem
          icon="微"
          iconClass={styles.iconWechat}
          title={t.wechat}
          description={inWechat ? t.wechatDesc : t.wechatDescOutside}
          loading={busy === 'wechat'}
          disabled={busy !== null}
          onClick={() => void onWechat()}
        />
        <MethodItem
          icon="银"
          iconClass={styles.iconBank}
          title={t.bank}
          description={t.bankDesc}
          loading={busy === 'bank'}
          disabled={busy !== null}
          onClick={() => void onTransfer('bank')}
        />
        <MethodItem
          icon="线"
          iconClass={styles.iconOffline}
          title={t.offline}
          description={t.offlineDesc}
          loading={busy === 'offline'}
          disabled={busy !== null}
          onClick={() => void onTransfer('offline')}
        />
      </List>
    </>
  );
}

type MethodItemProps = {
  icon: string;
  iconClass: string | undefined;
  title: string;
  description: string;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
};

function MethodItem({ icon, iconClass, title, description, loading, disabled, onClick }: MethodItemProps) {
  return (
    <List.Item
      prefix={
        <span className={`${styles.methodIcon} ${iconClass ?? ''}`} aria-hidden="true">
          {icon}
        </span>
      }
      description={description}
      extra={loading ? <DotLoading color="primary" /> : undefined}
      arrow={!loading}
      disabled={disabled && !loading}
      onClick={disabled ? undefined : onClick}
      aria-label={title}
    >
      {title}
    </List.Item>
  );
}

type NativeQrProps = { order: Order; codeUrl: string; onOther: () => void };

/** The Native QR code; the page polls the order meanwhile and shows 支付成功 once WeChat says so. */
function NativeQr({ order, codeUrl, onOther }: NativeQrProps) {
  const n = payText.native;
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{n.title}</h2>
        <div className={styles.qrBox}>
          <QRCodeSVG
            className={styles.qr}
            value={codeUrl}
            size={200}
            marginSize={1}
            role="img"
            aria-label={n.qrLabel}
          />
          <p className={styles.qrHint}>{n.scan}</p>
          <span className={styles.amount}>
            {formatYuan(order.amount)}
            <span className={styles.amountUnit}>元</span>
          </span>
          <span className={styles.waiting} role="status">
            {n.waiting}
            <DotLoading />
          </span>
        </div>
      </section>
      <div className={styles.actions}>
        <Button block fill="outline" color="primary" onClick={onOther}>
          {n.other}
        </Button>
      </div>
    </>
  );
}
