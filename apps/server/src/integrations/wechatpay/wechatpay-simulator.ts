import { randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  answerMessage,
  encryptResource,
  nonce,
  parseAuthorization,
  requestMessage,
  rsaSign,
  rsaVerify,
} from './wechatpay-crypto.ts';
import type { WechatPayTransaction } from './wechatpay.ts';
// Times as WeChat Pay writes them (Beijing time with its offset), the same function the client uses.
import { rfc3339Shanghai } from './wechatpay-client.ts';

/**
 * A local stand-in for WeChat Pay API v3, answering as WeChat Pay does: it checks each request's
 * merchant signature, keeps the orders it was asked to prepay, signs every answer with its own
 * platform key, and sends payment notifications (signed, resource encrypted under the APIv3 key) to
 * the order's notify_url. Never mounted in production (config.ts).
 *
 * WeChat Pay's routes under its prefix: `POST /v3/pay/transactions/jsapi`, `POST …/native`,
 * `GET /v3/pay/transactions/out-trade-no/:no?mchid=`, `POST …/:no/close`, `GET /v3/certificates`.
 * Served at the root of its own port (integrations/simulator-server.ts) an SDK reaches it by its base
 * URL alone; mounted under /sim/wechatpay on the console's server (the demo) it accepts a request
 * signed over the real path (`/v3/…`) as well as over the mounted one. Every answer is signed, errors
 * too, in WeChat Pay's `{code, message}`; times are RFC 3339 with +08:00.
 * What a payer and a tester do, which WeChat Pay has no route for:
 * - `POST /pay` `{ out_trade_no, openid?, copies?, delayMs?, notify? }`: the payer pays; the
 *   notification is sent `copies` times at once (WeChat Pay repeats them), after `delayMs`, or not at
 *   all with `notify: false` (a lost notification: only a query finds the payment);
 * - `GET /orders` (what it holds, JSON) and `GET /` (the same as a page with a pay button per order,
 *   standing in for the phone that scans the Native QR code).
 */
export type WechatPaySimulatorOptions = {
  appId: string;
  mchId: string;
  /** The merchant's public key and its certificate's serial: requests are verified with them. */
  merchantPublicKey: KeyObject;
  merchantSerialNo: string;
  /** The platform (WeChat Pay) key and its id: answers and notifications are signed with it. */
  platformPrivateKey: KeyObject;
  platformPublicKeyId: string;
  /** The platform key's certificate, handed out at GET /v3/certificates. */
  platformCertificate: { pem: string; serial: string };
  /**
   * Which serial answers and notifications name: the public key's id (公钥模式, every new merchant)
   * or the certificate's serial (平台证书模式, for SDKs that only know certificates).
   */
  mode?: 'public-key' | 'certificate';
  apiV3Key: string;
  /** Waits before re-sending a notification the merchant did not acknowledge ([] = never). */
  retryDelaysMs?: number[];
  logPayments?: boolean;
};

export type SimulatedOrder = {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  notify_url: string;
  time_expire: string;
  trade_type: 'JSAPI' | 'NATIVE';
  amount: number;
  openid: string | null;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transaction_id: string | null;
  success_time: string | null;
  prepay_id: string;
  code_url: string | null;
  notificationsSent: number;
  notificationsAcknowledged: number;
};

export type NotificationForgery = {
  /** Flip one byte of the body after signing. */
  changeByte?: boolean;
  /** Name a key serial the merchant does not have. */
  serial?: string;
  /** Sign with this timestamp (epoch seconds) instead of now. */
  timestamp?: number;
  /** Flip a bit of the GCM tag (the last 16 bytes of the ciphertext). */
  tamperTag?: boolean;
  /** Sign with another key (a forger without WeChat Pay's key). */
  signWith?: KeyObject;
};

export class WechatPaySimulatorState {
  readonly orders = new Map<string, SimulatedOrder>();

  constructor(
    readonly options: WechatPaySimulatorOptions,
    readonly now: () => number = Date.now,
  ) {}

  /** The serial WeChat Pay names beside its signatures, in the merchant's mode. */
  get signingSerial(): string {
    const { mode, platformCertificate, platformPublicKeyId } = this.options;
    return mode === 'certificate' ? platformCertificate.serial : platformPublicKeyId;
  }

  /** The transaction as queries and notifications describe it. */
  transaction(order: SimulatedOrder): WechatPayTransaction {
    return {
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: order.out_trade_no,
      ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
      trade_type: order.trade_type,
      trade_state: order.trade_state,
      trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭' }[order.trade_state],
      ...(order.success_time ? { success_time: order.success_time } : {}),
      ...(order.openid ? { payer: { openid: order.openid } } : {}),
      amount: {
        total: order.amount,
        ...(order.trade_state === 'SUCCESS' ? { payer_total: order.amount } : {}),
        currency: 'CNY',
      },
    };
  }

  /** The payer pays: NOTPAY → SUCCESS (once; paying again changes nothing). */
  pay(outTradeNo: string, openid?: string): SimulatedOrder {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new SimulatorRefusal(404, 'ORDER_NOT_EXIST', '订单不存在');
    if (order.trade_state === 'CLOSED') throw new SimulatorRefusal(400, 'ORDERCLOSED', '订单已关闭');
    if (order.trade_state === 'NOTPAY') {
      if (Date.parse(order.time_expire) < this.now()) {
        throw new SimulatorRefusal(400, 'ORDER_EXPIRED', '订单已过期，不能支付');
      }
      order.trade_state = 'SUCCESS';
      order.transaction_id = `4200${Date.now()}${randomBytes(4).readUInt32BE(0) % 100000000}`.slice(0, 28);
      order.success_time = rfc3339Shanghai(new Date(this.now()));
      order.openid = order.openid ?? openid ?? 'o_simulator_native_payer';
    }
    return order;
  }

  /** A notification as WeChat Pay sends it, optionally forged in one of the ways an attacker would. */
  notification(
    transaction: WechatPayTransaction,
    forgery: NotificationForgery = {},
  ): { headers: Record<string, string>; body: string } {
    const resourceNonce = randomBytes(6).toString('hex');
    let ciphertext = encryptResource(
      this.options.apiV3Key,
      JSON.stringify(transaction),
      'transaction',
      resourceNonce,
    );
    if (forgery.tamperTag) {
      const bytes = Buffer.from(ciphertext, 'base64');
      bytes[bytes.length - 1]! ^= 0x01;
      ciphertext = bytes.toString('base64');
    }
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: rfc3339Shanghai(new Date(this.now())),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: 'transaction',
        nonce: resourceNonce,
      },
    });
    const timestamp = String(forgery.timestamp ?? Math.floor(this.now() / 1000));
    const signedNonce = nonce();
    const signature = rsaSign(
      forgery.signWith ?? this.options.platformPrivateKey,
      answerMessage(timestamp, signedNonce, body),
    );
    const headers = {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': signedNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': forgery.serial ?? this.signingSerial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
    const sent = forgery.changeByte ? flipOneByte(body) : body;
    return { headers, body: sent };
  }

  /** Sends the order's notification to its notify_url; true when the merchant acknowledged it. */
  async notify(order: SimulatedOrder): Promise<boolean> {
    const { headers, body } = this.notification(this.transaction(order));
    order.notificationsSent += 1;
    try {
      const response = await fetch(order.notify_url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status === 200 || response.status === 204) {
        order.notificationsAcknowledged += 1;
        return true;
      }
    } catch {
      // the merchant did not answer: retried below like WeChat Pay does
    }
    return false;
  }

  /** Notifies, and re-sends on the retry schedule until acknowledged. */
  async notifyWithRetries(order: SimulatedOrder): Promise<void> {
    if (await this.notify(order)) return;
    for (const delay of this.options.retryDelaysMs ?? []) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (await this.notify(order)) return;
    }
  }
}

export class SimulatorRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** One byte of the signed body changed (an upper-case letter made lower-case). */
function flipOneByte(body: string): string {
  return body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESs');
}

const prepayBody = z.object({
  appid: z.string(),
  mchid: z.string(),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[0-9A-Za-z_\-|*]{6,32}$/),
  time_expire: z.string().optional(),
  notify_url: z.string().url(),
  amount: z.object({ total: z.number().int().min(1), currency: z.literal('CNY').optional() }),
  payer: z.object({ openid: z.string().min(1) }).optional(),
});

const payControl = z.object({
  out_trade_no: z.string(),
  openid: z.string().optional(),
  copies: z.number().int().min(1).max(50).default(1),
  delayMs: z.number().int().min(0).max(600_000).default(0),
  notify: z.boolean().default(true),
});

/** What the simulator's parser leaves as the body of a request whose text is not JSON. */
const NOT_JSON = Symbol('not-json');

export function wechatPaySimulatorPlugin(
  state: WechatPaySimulatorState,
  log: FastifyBaseLogger,
): FastifyPluginAsync {
  const { options } = state;
  return async (app) => {
    // The merchant's signature covers the body as sent, so keep it as text.
    // A body that is not JSON is WeChat Pay's 400 PARAM_ERROR (after the signature check), never a 500.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = body as string;
      (req as unknown as { rawBodyText?: string }).rawBodyText = text;
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(null, NOT_JSON);
      }
    });

    const answer = (reply: FastifyReply, status: number, data?: unknown) => {
      const text = data === undefined ? '' : JSON.stringify(data);
      const timestamp = String(Math.floor(state.now() / 1000));
      const answerNonce = nonce();
      return reply
        .status(status)
        .header('content-type', 'application/json')
        .header('wechatpay-timestamp', timestamp)
        .header('wechatpay-nonce', answerNonce)
        .header('wechatpay-serial', state.signingSerial)
        .header(
          'wechatpay-signature',
          rsaSign(options.platformPrivateKey, answerMessage(timestamp, answerNonce, text)),
        )
        .send(text);
    };
    const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
      answer(reply, status, { code, message });

    /** WeChat Pay's own check of the merchant: the Authorization header signed over this request. */
    const signedByMerchant = (method: string, url: string, rawBody: string, header?: string) => {
      const auth = parseAuthorization(header);
      if (!auth?.signature || !auth.timestamp || !auth.nonce_str) return false;
      if (auth.mchid !== options.mchId) return false;
      if (auth.serial_no?.toUpperCase() !== options.merchantSerialNo.toUpperCase()) return false;
      if (Math.abs(state.now() / 1000 - Number(auth.timestamp)) > 300) return false;
      const message = requestMessage(method, url, auth.timestamp, auth.nonce_str, rawBody);
      return rsaVerify(options.merchantPublicKey, message, auth.signature);
    };

    app.addHook('preHandler', async (req, reply) => {
      const v3 = req.url.indexOf('/v3/');
      if (v3 < 0) return;
      // The signature is over the exact text the merchant sent, kept by the parser above, and over the
      // URL as the merchant's client saw it: a real SDK signs the path from /v3/ (WeChat Pay's host has
      // no mount), our client the whole path under /sim/wechatpay; both are the request's own path.
      const raw = (req as unknown as { rawBodyText?: string }).rawBodyText ?? '';
      const auth = req.headers.authorization;
      if (
        !signedByMerchant(req.method, req.url, raw, auth) &&
        !signedByMerchant(req.method, req.url.slice(v3), raw, auth)
      ) {
        return refuse(reply, 401, 'SIGN_ERROR', '签名错误');
      }
      if (req.body === NOT_JSON) return refuse(reply, 400, 'PARAM_ERROR', '请求体不是合法的JSON');
    });

    const prepay = (kind: 'JSAPI' | 'NATIVE') => async (req: { body: unknown }, reply: FastifyReply) => {
      const parsed = prepayBody.safeParse(req.body);
      if (!parsed.success) return refuse(reply, 400, 'PARAM_ERROR', parsed.error.issues[0]!.message);
      const body = parsed.data;
      if (body.mchid !== options.mchId) return refuse(reply, 400, 'MCH_NOT_EXISTS', '商户号不存在');
      if (body.appid !== options.appId)
        return refuse(reply, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
      if (kind === 'JSAPI' && !body.payer?.openid)
        return refuse(reply, 400, 'PARAM_ERROR', '缺少参数payer.openid');
      const existing = state.orders.get(body.out_trade_no);
      if (existing) {
        if (existing.trade_state === 'SUCCESS') return refuse(reply, 400, 'ORDERPAID', '该订单已支付');
        if (existing.trade_state === 'CLOSED') return refuse(reply, 400, 'ORDERCLOSED', '订单已关闭');
        if (existing.amount !== body.amount.total) {
          return refuse(reply, 400, 'INVALID_REQUEST', '201 商户订单号重复');
        }
      }
      const order: SimulatedOrder = existing ?? {
        appid: body.appid,
        mchid: body.mchid,
        out_trade_no: body.out_trade_no,
        description: body.description,
        notify_url: body.notify_url,
        time_expire: body.time_expire ?? rfc3339Shanghai(new Date(state.now() + 2 * 3600_000)),
        trade_type: kind,
        amount: body.amount.total,
        openid: body.payer?.openid ?? null,
        trade_state: 'NOTPAY',
        transaction_id: null,
        success_time: null,
        prepay_id: `wx${randomBytes(14).toString('hex')}`,
        code_url: null,
        notificationsSent: 0,
        notificationsAcknowledged: 0,
      };
      // A second prepay may switch the way to pay (Native on a desktop, then JSAPI in WeChat).
      order.trade_type = kind;
      order.notify_url = body.notify_url;
      if (body.payer?.openid) order.openid = body.payer.openid;
      state.orders.set(order.out_trade_no, order);
      if (kind === 'JSAPI') return answer(reply, 200, { prepay_id: order.prepay_id });
      order.code_url = `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`;
      return answer(reply, 200, { code_url: order.code_url });
    };
    app.post('/v3/pay/transactions/jsapi', prepay('JSAPI'));
    app.post('/v3/pay/transactions/native', prepay('NATIVE'));

    app.get<{ Params: { no: string }; Querystring: { mchid?: string } }>(
      '/v3/pay/transactions/out-trade-no/:no',
      async (req, reply) => {
        if (req.query.mchid !== options.mchId) return refuse(reply, 400, 'MCH_NOT_EXISTS', '商户号不存在');
        const order = state.orders.get(req.params.no);
        if (!order) return refuse(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
        return answer(reply, 200, state.transaction(order));
      },
    );
    app.post<{ Params: { no: string } }>(
      '/v3/pay/transactions/out-trade-no/:no/close',
      async (req, reply) => {
        const order = state.orders.get(req.params.no);
        if (!order) return refuse(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
        if (order.trade_state === 'SUCCESS') return refuse(reply, 400, 'ORDERPAID', '该订单已支付');
        order.trade_state = 'CLOSED';
        return answer(reply, 204);
      },
    );

    // 下载平台证书: the certificate, encrypted under the APIv3 key like a notification's resource.
    app.get('/v3/certificates', async (_req, reply) => {
      const { pem, serial } = options.platformCertificate;
      const certificate = new X509Certificate(pem);
      const certificateNonce = randomBytes(6).toString('hex');
      return answer(reply, 200, {
        data: [
          {
            serial_no: serial,
            effective_time: rfc3339Shanghai(new Date(certificate.validFrom)),
            expire_time: rfc3339Shanghai(new Date(certificate.validTo)),
            encrypt_certificate: {
              algorithm: 'AEAD_AES_256_GCM',
              nonce: certificateNonce,
              associated_data: 'certificate',
              ciphertext: encryptResource(options.apiV3Key, pem, 'certificate', certificateNonce),
            },
          },
        ],
      });
    });

    // WeChat Pay's answer to a path it does not have, and to anything that went wrong here: signed.
    app.setNotFoundHandler((req, reply) =>
      refuse(reply, 404, 'NOT_FOUND', `${req.method} ${req.url.split('?')[0]} 不存在`),
    );
    app.setErrorHandler((err, _req, reply) => {
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      return status < 500
        ? refuse(reply, status, 'PARAM_ERROR', err instanceof Error ? err.message : '参数错误')
        : refuse(reply, 500, 'SYSTEM_ERROR', '系统错误');
    });

    // The payer's side: pay, then notify as WeChat Pay would.
    app.post('/pay', async (req, reply) => {
      const parsed = payControl.safeParse(req.body);
      if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]!.message });
      const control = parsed.data;
      let order: SimulatedOrder;
      try {
        order = state.pay(control.out_trade_no, control.openid);
      } catch (err) {
        if (err instanceof SimulatorRefusal)
          return reply.status(err.status).send({ error: err.detail, code: err.code });
        throw err;
      }
      if (options.logPayments) {
        log.info({ outTradeNo: order.out_trade_no, amount: order.amount }, 'WeChat Pay simulator: paid');
      }
      if (control.notify) {
        const send = async () => {
          await Promise.all(Array.from({ length: control.copies }, () => state.notifyWithRetries(order)));
        };
        if (control.delayMs > 0) setTimeout(() => void send(), control.delayMs).unref();
        else await send();
      }
      return {
        out_trade_no: order.out_trade_no,
        transaction_id: order.transaction_id,
        notifications_sent: order.notificationsSent,
        notifications_acknowledged: order.notificationsAcknowledged,
      };
    });
    app.get('/orders', async () => [...state.orders.values()]);
    app.get('/', async (_req, reply) => {
      const rows = [...state.orders.values()]
        .reverse()
        .map(
          (o) =>
            `<tr><td>${o.out_trade_no}</td><td>${(o.amount / 100).toFixed(2)} 元</td><td>${o.trade_type}</td>` +
            `<td>${o.trade_state}</td><td>${
              o.trade_state === 'NOTPAY' ? `<button onclick="pay('${o.out_trade_no}')">模拟付款</button>` : ''
            }</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><title>微信支付模拟器</title>` +
            `<h1>微信支付模拟器</h1><p>代替扫码付款的手机：点“模拟付款”，模拟器付款并通知控制台。</p>` +
            `<table border="1" cellpadding="6"><tr><th>商户订单号</th><th>金额</th><th>方式</th><th>状态</th><th></th></tr>${rows}</table>` +
            `<script>async function pay(no){await fetch('pay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({out_trade_no:no})});location.reload()}</script>`,
        );
    });
  };
}
