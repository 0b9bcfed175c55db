import {
  ORDER_STATE_LABELS,
  PAY_METHOD_LABELS,
  type JsapiPayParams,
  type Order,
  type OrderState,
  type Pages,
  type PayMethod,
} from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { WechatPayError, type WechatPayTransaction } from '../../integrations/wechatpay/index.ts';
import { randomCode } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import { findMemberById } from '../accounts/accounts.service.ts';
import { move, postTransfer } from '../ledger/ledger.service.ts';
import { notify } from '../messages/messages.service.ts';
import { issueCodes } from '../devices/activation-codes.service.ts';
import { findDeviceType } from '../devices/devices.service.ts';
import * as repo from './pay.repo.ts';

// Read by the reconcile command beside the ledger check.
export { orderMismatches } from './pay.repo.ts';

/**
 * Orders for activation codes (DESIGN §7; the states are drawn in the contract, pay.ts). The money
 * rule: an order becomes paid by one conditional UPDATE, and the same transaction issues its codes
 * and posts its ledger transfer (platform_sales → the channel's account, keyed by the order), so a
 * payment reported ten times at once, or by a notification and a query together, issues once.
 */
export const ORDER_TTL_SECONDS = 30 * 60;

export function toOrder(row: repo.OrderRow): Order {
  return {
    id: row.id,
    order_no: row.order_no,
    device_type_id: row.device_type_id,
    device_type_name: row.device_type_name,
    quantity: row.quantity,
    unit_price: row.unit_price_fen,
    amount: row.amount_fen,
    method: row.method,
    method_label: row.method ? PAY_METHOD_LABELS[row.method] : '未选择',
    state: row.state,
    state_label: ORDER_STATE_LABELS[row.state],
    expires_at: row.state === 'pending' && row.expires_at ? isoTimestamp(row.expires_at) : null,
    paid_at: row.paid_at ? isoTimestamp(row.paid_at) : null,
    created_at: isoTimestamp(row.created_at),
    code_count: row.code_count,
    transfer:
      row.voucher_id && row.voucher_submitted_at
        ? {
            payer_name: row.payer_name ?? '',
            remark: row.transfer_remark,
            voucher_url: `/api/pay/voucher?order_no=${row.order_no}`,
            submitted_at: isoTimestamp(row.voucher_submitted_at),
            reject_reason: row.reject_reason,
          }
        : null,
  };
}

/** NB + Shanghai time to the second + 6 random characters: sortable, unguessable, ≤ 32 for WeChat. */
function newOrderNo(now = new Date()): string {
  const shanghai = new Date(now.getTime() + 8 * 3600_000).toISOString();
  const stamp = shanghai.slice(0, 19).replace(/\D/g, '');
  return `NB${stamp}${randomCode(6)}`;
}

async function orderOf(deps: Deps, id: number): Promise<Order> {
  return toOrder((await repo.findOrderById(deps.db, id))!);
}

async function ownOrder(db: DbOrTx, memberId: number, orderNo: string, lock = false) {
  const row = await repo.findOrder(db, orderNo, memberId, lock);
  if (!row) throw new AppError('NOT_FOUND', '订单不存在');
  return row;
}

export async function createOrder(
  deps: Deps,
  memberId: number,
  input: { device_type_id: number; quantity: number },
): Promise<Order> {
  const type = await findDeviceType(deps.db, input.device_type_id);
  if (!type) throw new AppError('NOT_FOUND', '设备型号不存在');
  if (type.codePriceFen <= 0) throw new AppError('DEVICE_TYPE_NOT_FOR_SALE');
  const id = await repo.insertOrder(deps.db, {
    orderNo: newOrderNo(),
    memberId,
    deviceTypeId: type.id,
    quantity: input.quantity,
    unitPriceFen: type.codePriceFen,
    expiresInSeconds: ORDER_TTL_SECONDS,
  });
  return orderOf(deps, id);
}

export type UnifiedOrderResult = { order: Order; jsapi: JsapiPayParams | null; code_url: string | null };

/**
 * `POST /api/pay/unified-order`: a new order (prepaid at once when a WeChat method is given), or
 * the WeChat prepay of an existing pending order.
 */
export async function unifiedOrder(
  deps: Deps,
  memberId: number,
  body: {
    order_no?: string | undefined;
    device_type_id?: number | undefined;
    quantity?: number | undefined;
    method?: PayMethod | undefined;
  },
): Promise<UnifiedOrderResult> {
  let orderNo = body.order_no;
  if (orderNo === undefined) {
    // What would refuse the prepay is checked before the order exists: a refused call leaves nothing.
    if (body.method === 'wechat_jsapi' || body.method === 'wechat_native') {
      if (!deps.wechatpay) throw new AppError('PAY_UNAVAILABLE');
      if (body.method === 'wechat_jsapi' && !(await wechatOpenid(deps, memberId)))
        throw new AppError('WECHAT_NOT_BOUND');
    }
    const order = await createOrder(deps, memberId, {
      device_type_id: body.device_type_id!,
      quantity: body.quantity!,
    });
    if (body.method === 'bank' || body.method === 'offline') {
      return {
        order: await chooseTransfer(deps, memberId, order.order_no, body.method),
        jsapi: null,
        code_url: null,
      };
    }
    if (body.method === undefined) return { order, jsapi: null, code_url: null };
    orderNo = order.order_no;
  }
  return prepay(deps, memberId, orderNo, body.method === 'wechat_jsapi' ? 'wechat_jsapi' : 'wechat_native');
}

async function wechatOpenid(deps: Deps, memberId: number): Promise<string | null> {
  const member = await findMemberById(deps.db, memberId);
  return member?.wechatOpenid ?? null;
}

async function prepay(
  deps: Deps,
  memberId: number,
  orderNo: string,
  method: 'wechat_jsapi' | 'wechat_native',
): Promise<UnifiedOrderResult> {
  const order = await ownOrder(deps.db, memberId, orderNo);
  if (order.state === 'expired') throw new AppError('ORDER_EXPIRED');
  if (order.state !== 'pending') throw new AppError('ORDER_NOT_PAYABLE');
  if (order.expires_at === null) {
    throw new AppError('ORDER_NOT_PAYABLE', '该订单已选择转账支付；如需微信支付，请重新下单');
  }
  const expiresAt = new Date(order.expires_at);
  if (expiresAt.getTime() <= Date.now()) throw new AppError('ORDER_EXPIRED');
  const wechatpay = deps.wechatpay;
  if (!wechatpay) throw new AppError('PAY_UNAVAILABLE');
  const kind = method === 'wechat_jsapi' ? 'jsapi' : 'native';
  let openid: string | null = null;
  if (kind === 'jsapi') {
    openid = await wechatOpenid(deps, memberId);
    if (!openid) throw new AppError('WECHAT_NOT_BOUND');
  }
  // WeChat Pay answers the same prepay for the same order; asking again only costs a round trip.
  let prepayId = order.prepay_kind === 'jsapi' ? order.prepay_id : null;
  let codeUrl = order.prepay_kind === 'native' ? order.code_url : null;
  if ((kind === 'jsapi' && !prepayId) || (kind === 'native' && !codeUrl)) {
    const input = {
      outTradeNo: order.order_no,
      description: `节点宝激活码 ${order.device_type_name} ×${order.quantity}`.slice(0, 127),
      amountFen: order.amount_fen,
      timeExpire: expiresAt,
      notifyUrl: wechatpay.notifyUrl(),
    };
    try {
      if (kind === 'jsapi') prepayId = await wechatpay.client.prepayJsapi({ ...input, openid: openid! });
      else codeUrl = await wechatpay.client.prepayNative(input);
    } catch (err) {
      if (err instanceof WechatPayError && err.code === 'ORDERPAID') {
        await reconcileWithWechatPay(deps, order.order_no);
        throw new AppError('ORDER_NOT_PAYABLE');
      }
      deps.log.error({ err, orderNo }, 'WeChat Pay prepay failed');
      throw new AppError('PAY_UNAVAILABLE');
    }
    const saved = await repo.savePrepay(deps.db, order.id, {
      kind,
      method,
      ...(prepayId && kind === 'jsapi' ? { prepayId } : {}),
      ...(codeUrl && kind === 'native' ? { codeUrl } : {}),
    });
    if (!saved) throw new AppError('ORDER_STATE_CHANGED');
  }
  return {
    order: await orderOf(deps, order.id),
    jsapi: kind === 'jsapi' ? wechatpay.client.jsapiParams(prepayId!) : null,
    code_url: kind === 'native' ? codeUrl : null,
  };
}

/** `GET /api/pay/record`: my orders; asking for one pending WeChat order also asks WeChat Pay. */
export async function payRecord(
  deps: Deps,
  memberId: number,
  q: { page: number; pageSize: number; order_no?: string | undefined; state?: OrderState | undefined },
): Promise<{ list: Order[]; pages: Pages }> {
  if (q.order_no) await maybeReconcile(deps, memberId, q.order_no);
  const { list, total } = await repo.listOrders(deps.db, {
    memberId,
    state: q.state,
    orderNo: q.order_no,
    page: q.page,
    pageSize: q.pageSize,
  });
  return { list: list.map(toOrder), pages: pagesOf(q.page, q.pageSize, total) };
}

/**
 * The pay screens poll one order while the member pays. If its notification is late or lost, a
 * query to WeChat Pay finds the payment; at most one query per order every few seconds.
 */
const lastQueried = new Map<string, number>();
const QUERY_EVERY_MS = 5_000;
const POLL_PATIENCE_MS = 1_500;
async function maybeReconcile(deps: Deps, memberId: number, orderNo: string): Promise<void> {
  const row = await repo.findOrder(deps.db, orderNo, memberId);
  if (!row || row.state !== 'pending' || !row.prepay_kind || !deps.wechatpay) return;
  const now = Date.now();
  if (now - (lastQueried.get(orderNo) ?? 0) < QUERY_EVERY_MS) return;
  lastQueried.set(orderNo, now);
  if (lastQueried.size > 10_000) lastQueried.clear();
  const query = reconcileWithWechatPay(deps, orderNo).catch((err: unknown) =>
    deps.log.warn({ err, orderNo }, 'WeChat Pay order query failed'),
  );
  // The member's poll waits a moment for the answer, never for a slow WeChat Pay: a late answer
  // still settles the order, and the next poll shows it.
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, POLL_PATIENCE_MS)));
  await Promise.race([query, patience]);
  clearTimeout(timer);
}

/** Asks WeChat Pay about an order and settles it if it was paid; returns WeChat Pay's trade_state. */
export async function reconcileWithWechatPay(deps: Deps, orderNo: string): Promise<string | null> {
  if (!deps.wechatpay) return null;
  const transaction = await deps.wechatpay.client.queryOrder(orderNo);
  if (!transaction) return null;
  if (transaction.trade_state === 'SUCCESS') await settleWechatPayment(deps, transaction);
  return transaction.trade_state;
}

/** What WeChat Pay says does not fit the order: nothing is credited and the mismatch is logged. */
export class PaymentMismatch extends Error {
  constructor(readonly reason: string) {
    super(`payment does not match its order: ${reason}`);
    this.name = 'PaymentMismatch';
  }
}

/**
 * A successful WeChat Pay transaction (from a notification or a query) pays its order: merchant, app
 * and amount are checked against the order first. Returns true when this call paid it, false when it
 * was paid before (a repeated notification).
 */
export async function settleWechatPayment(deps: Deps, transaction: WechatPayTransaction): Promise<boolean> {
  const client = deps.wechatpay?.client;
  if (!client) throw new PaymentMismatch('WeChat Pay is not configured');
  if (transaction.trade_state !== 'SUCCESS')
    throw new PaymentMismatch(`trade_state ${transaction.trade_state}`);
  if (transaction.mchid !== client.mchId) throw new PaymentMismatch(`mchid ${transaction.mchid}`);
  if (transaction.appid !== client.appId) throw new PaymentMismatch(`appid ${transaction.appid}`);
  if (!transaction.transaction_id) throw new PaymentMismatch('no transaction_id');
  const order = await repo.findOrder(deps.db, transaction.out_trade_no, null);
  if (!order) throw new PaymentMismatch(`unknown order ${transaction.out_trade_no}`);
  if (transaction.amount?.total !== order.amount_fen || (transaction.amount.currency ?? 'CNY') !== 'CNY') {
    throw new PaymentMismatch(`amount ${transaction.amount?.total} for an order of ${order.amount_fen}`);
  }
  return deps.db.transaction(async (tx) => {
    if (!(await repo.markPaidOnline(tx, order.id, transaction.transaction_id!))) return false;
    await fulfil(tx, order, 'platform_wechatpay');
    return true;
  });
}

/** Issues a paid order's codes, posts its sale, tells the member; inside the paying transaction. */
async function fulfil(
  tx: DbOrTx,
  order: repo.OrderRow,
  channel: 'platform_wechatpay' | 'platform_bank',
): Promise<void> {
  await issueCodes(tx, {
    memberId: order.member_id,
    deviceTypeId: order.device_type_id,
    quantity: order.quantity,
    orderId: order.id,
  });
  await postTransfer(
    tx,
    {
      kind: 'code_sale',
      idemKey: `order:${order.id}:paid`,
      memberId: order.member_id,
      memo: `激活码订单 ${order.order_no}（${order.device_type_name} ×${order.quantity}）`,
    },
    move({ kind: 'platform_sales' }, { kind: channel }, order.amount_fen),
  );
  await notify(tx, [
    {
      memberId: order.member_id,
      kind: 'system',
      title: '激活码已到账',
      content: `订单 ${order.order_no} 已支付 ${formatYuan(order.amount_fen)} 元，${order.quantity} 个「${order.device_type_name}」激活码已发放到您的账户。`,
      deviceId: null,
    },
  ]);
}

/** Staff confirm an offline or bank transfer they found on the platform's account. */
export async function confirmTransfer(deps: Deps, staffId: number, orderId: number) {
  await deps.db.transaction(async (tx) => {
    const order = await repo.findOrderById(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', '订单不存在');
    if (!(await repo.reviewTransfer(tx, order.id, staffId, { paid: true })))
      throw new AppError('ORDER_STATE_CHANGED');
    await fulfil(tx, order, 'platform_bank');
  });
  return (await repo.findOrderById(deps.db, orderId))!;
}

export async function rejectTransfer(deps: Deps, staffId: number, orderId: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const order = await repo.findOrderById(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', '订单不存在');
    if (!(await repo.reviewTransfer(tx, order.id, staffId, { paid: false, reason })))
      throw new AppError('ORDER_STATE_CHANGED');
    await notify(tx, [
      {
        memberId: order.member_id,
        kind: 'system',
        title: '转账凭证未通过',
        content: `订单 ${order.order_no} 的转账凭证未通过审核：${reason}。请核对后重新上传。`,
        deviceId: null,
      },
    ]);
  });
  return (await repo.findOrderById(deps.db, orderId))!;
}

/** `POST /api/pay/offline`: pay this order by bank or offline transfer instead. */
export async function chooseTransfer(
  deps: Deps,
  memberId: number,
  orderNo: string,
  method: 'bank' | 'offline',
): Promise<Order> {
  const order = await ownOrder(deps.db, memberId, orderNo);
  if (order.state === 'expired') throw new AppError('ORDER_EXPIRED');
  if (order.state !== 'pending' && order.state !== 'rejected') throw new AppError('ORDER_NOT_PAYABLE');
  if (order.prepay_kind && deps.wechatpay) {
    // Close it at WeChat Pay, so the member cannot pay twice; if it was paid meanwhile, settle it.
    try {
      await deps.wechatpay.client.closeOrder(order.order_no);
    } catch (err) {
      if (err instanceof WechatPayError && err.code === 'ORDERPAID') {
        await reconcileWithWechatPay(deps, order.order_no);
        throw new AppError('ORDER_NOT_PAYABLE', '该订单已通过微信支付成功，无需转账');
      }
      deps.log.warn({ err, orderNo }, 'WeChat Pay close failed before switching to a transfer');
    }
  }
  if (!(await repo.switchToTransfer(deps.db, order.id, method))) throw new AppError('ORDER_STATE_CHANGED');
  return orderOf(deps, order.id);
}

/** `POST /api/member/offline-transfer`: the voucher, payer and remark; the order goes to review. */
export async function submitTransfer(
  deps: Deps,
  memberId: number,
  input: { order_no: string; payer_name: string; remark: string },
  voucher: { contentType: string; bytes: Buffer; sha256: string },
): Promise<Order> {
  const id = await deps.db.transaction(async (tx) => {
    const order = await ownOrder(tx, memberId, input.order_no, true);
    if (order.state === 'expired') throw new AppError('ORDER_EXPIRED');
    if (order.state !== 'pending' && order.state !== 'rejected') throw new AppError('ORDER_NOT_PAYABLE');
    if (order.method !== 'bank' && order.method !== 'offline') {
      // Uploading a voucher is choosing to pay by transfer.
      if (order.prepay_kind)
        throw new AppError('ORDER_NOT_PAYABLE', '请先在支付页选择“线下转账”，再上传凭证');
      await repo.switchToTransfer(tx, order.id, 'offline');
    }
    const voucherId = await repo.insertVoucher(tx, { orderId: order.id, memberId, ...voucher });
    const submitted = await repo.submitTransfer(tx, order.id, {
      payerName: input.payer_name,
      remark: input.remark,
      voucherId,
    });
    if (!submitted) throw new AppError('ORDER_STATE_CHANGED');
    return order.id;
  });
  return orderOf(deps, id);
}

/** The voucher image, to its owner and to staff only; anyone else learns nothing (not found). */
export async function voucherOf(
  deps: Deps,
  caller: { id: number; isSuperman: boolean },
  orderNo: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const voucher = await repo.findVoucher(deps.db, orderNo);
  if (!voucher || (voucher.member_id !== caller.id && !caller.isSuperman)) throw new AppError('NOT_FOUND');
  return { contentType: voucher.content_type, bytes: Buffer.from(voucher.bytes) };
}

/**
 * The expiry job: pending online orders past 30 minutes become expired. An order that was prepaid is
 * asked about first (its notification may be lost or late): paid ones are settled, the rest closed
 * at WeChat Pay so they cannot be paid afterwards. Returns how many expired.
 */
export async function expireOrders(deps: Deps, batch = 200): Promise<number> {
  let expired = 0;
  for (const due of await repo.dueToExpire(deps.db, batch)) {
    if (due.prepay_kind && deps.wechatpay) {
      try {
        const state = await reconcileWithWechatPay(deps, due.order_no);
        if (state === 'SUCCESS') continue;
        if (state !== null && state !== 'CLOSED') await deps.wechatpay.client.closeOrder(due.order_no);
      } catch (err) {
        if (err instanceof WechatPayError && err.code === 'ORDERPAID') {
          await reconcileWithWechatPay(deps, due.order_no).catch(() => undefined);
          continue;
        }
        // WeChat Pay cannot be asked now: expire anyway. time_expire already stops a payment after
        // this moment, and a late notification of an earlier payment still pays the expired order.
        deps.log.warn({ err, orderNo: due.order_no }, 'WeChat Pay query or close failed while expiring');
      }
    }
    if (await repo.expireOrder(deps.db, due.id)) expired += 1;
  }
  return expired;
}
