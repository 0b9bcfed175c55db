import type { AlipayPayouts } from '../integrations/alipay/index.ts';
import { SmsDeliveryError, type SmsSender } from '../integrations/sms/index.ts';
import { WechatPayError, type WechatPay } from '../integrations/wechatpay/index.ts';
import type { ExternalService, Metrics } from './metrics.ts';

/**
 * The vendors' clients as the services get them (app.ts wraps each once): every call goes through
 * here, counted by outcome and timed. Outcomes:
 * - SMS and WeChat Pay: `ok`; `refused` (the vendor answered with an error code); `unanswered` (no
 *   answer, a timeout, or an answer that does not verify); `error` (anything else: a bug).
 * - Alipay: what the payout client made of the answer — `success`, `failed` (nothing was paid),
 *   `dealing`, `unknown` (no answer or an uncertain one: queried before any retry), `not_found`.
 */
async function timed<T>(
  metrics: Metrics,
  service: ExternalService,
  call: string,
  work: () => Promise<T>,
  outcomeOf: (result: T) => string,
  failureOf: (err: unknown) => string,
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await work();
    metrics.externalCall(service, call, outcomeOf(result), seconds());
    return result;
  } catch (err) {
    metrics.externalCall(service, call, failureOf(err), seconds());
    throw err;
  }
}

const ok = () => 'ok';

function smsFailure(err: unknown): string {
  if (!(err instanceof SmsDeliveryError)) return 'error';
  // The client names a connection that failed or timed out NetworkError (aliyun-sms-client.ts).
  return err.providerCode === 'NetworkError' ? 'unanswered' : 'refused';
}

function wechatPayFailure(err: unknown): string {
  if (!(err instanceof WechatPayError)) return 'error';
  return err.code === null ? 'unanswered' : 'refused';
}

export function countedSms(sms: SmsSender, metrics: Metrics): SmsSender {
  return { send: (message) => timed(metrics, 'sms', 'send', () => sms.send(message), ok, smsFailure) };
}

export function countedAlipay(alipay: AlipayPayouts, metrics: Metrics): AlipayPayouts {
  // The payout client answers every outcome as a result; a throw is a bug (a bad amount).
  const error = () => 'error';
  return {
    transfer: (req) =>
      timed(
        metrics,
        'alipay',
        'transfer',
        () => alipay.transfer(req),
        (r) => r.state,
        error,
      ),
    query: (outBizNo) =>
      timed(
        metrics,
        'alipay',
        'query',
        () => alipay.query(outBizNo),
        (r) => r.state,
        error,
      ),
  };
}

export function countedWechatPay(wechatpay: WechatPay, metrics: Metrics): WechatPay {
  const count = <T>(call: string, work: () => Promise<T>, outcomeOf: (result: T) => string = ok) =>
    timed(metrics, 'wechatpay', call, work, outcomeOf, wechatPayFailure);
  return {
    appId: wechatpay.appId,
    mchId: wechatpay.mchId,
    prepayJsapi: (input) => count('prepay_jsapi', () => wechatpay.prepayJsapi(input)),
    prepayNative: (input) => count('prepay_native', () => wechatpay.prepayNative(input)),
    queryOrder: (outTradeNo) =>
      count(
        'query_order',
        () => wechatpay.queryOrder(outTradeNo),
        (order) => (order ? 'ok' : 'not_found'),
      ),
    closeOrder: (outTradeNo) => count('close_order', () => wechatpay.closeOrder(outTradeNo)),
    // Local work, no call: signing the page's parameters and verifying a notification.
    jsapiParams: (prepayId) => wechatpay.jsapiParams(prepayId),
    readNotification: (headers, rawBody) => wechatpay.readNotification(headers, rawBody),
  };
}
