import type { Deps } from '../../deps.ts';
import {
  WechatPayNotificationError,
  type WechatPaySignedHeaders,
} from '../../integrations/wechatpay/index.ts';
import { PaymentMismatch, settleWechatPayment } from './orders.service.ts';
import * as repo from './pay.repo.ts';

/** What to answer WeChat Pay: 204 acknowledges; anything else makes it send the notification again. */
export type NotifyAnswer = { status: 204 } | { status: 400 | 401 | 503; message: string };

/**
 * One payment notification of WeChat Pay, from its exact bytes: verified and decrypted with the
 * platform key, then a successful payment settles its order (once, however often it is sent). A
 * notification we cannot verify is refused so that WeChat Pay retries; one genuinely signed whose
 * terms are not our order's is never credited, is recorded, and pages someone.
 */
export async function handleWechatNotification(
  deps: Deps,
  headers: WechatPaySignedHeaders,
  body: string,
  from: { ip: string },
): Promise<NotifyAnswer> {
  const client = deps.wechatpay?.client;
  if (!client) return { status: 503, message: 'WeChat Pay is not configured' };
  let notification;
  try {
    notification = client.readNotification(headers, body);
  } catch (err) {
    if (err instanceof WechatPayNotificationError) {
      deps.log.warn({ reason: err.reason, ip: from.ip }, 'WeChat Pay notification refused');
      return { status: 401, message: '签名验证失败' };
    }
    throw err;
  }
  const { transaction } = notification;
  if (notification.eventType !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS') {
    return { status: 204 };
  }
  let outcome: string;
  try {
    outcome = (await settleWechatPayment(deps, transaction)) ? 'paid' : 'already paid';
  } catch (err) {
    if (!(err instanceof PaymentMismatch)) throw err;
    deps.log.error(
      { reason: err.reason, outTradeNo: transaction.out_trade_no },
      'WeChat Pay payment mismatch',
    );
    await repo
      .recordNotification(deps.db, {
        id: notification.id,
        outTradeNo: transaction.out_trade_no.slice(0, 32),
        tradeState: transaction.trade_state,
        outcome: `mismatch: ${err.reason}`,
      })
      .catch(() => undefined);
    return { status: 400, message: '订单信息不符' };
  }
  await repo.recordNotification(deps.db, {
    id: notification.id,
    outTradeNo: transaction.out_trade_no,
    tradeState: transaction.trade_state,
    outcome,
  });
  return { status: 204 };
}
