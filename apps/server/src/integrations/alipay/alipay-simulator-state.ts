import { shanghaiTimestamp } from './alipay-signature.ts';
import { fenToYuan, yuanToFen } from './payout.ts';

/**
 * The simulated merchant account behind the Alipay simulator: its transfer orders keyed by
 * out_biz_no (idempotent, as at Alipay), the money that actually moved, and the faults tests queue.
 * Protocol-free: alipay-simulator.ts does the HTTP, the signatures and the fault timing around it.
 */
export type AlipayFault =
  /** The call hangs past the client's timeout; "before" it reaches Alipay or "after" it was processed. */
  | { kind: 'timeout'; when: 'before-processing' | 'after-processing' }
  /** 40004 SYSTEM_ERROR ("系统繁忙"), before or after the transfer was processed. */
  | { kind: 'system-error'; when: 'before-processing' | 'after-processing' }
  /** A proxy in front of Alipay answers with this HTTP status (502 by default). */
  | { kind: 'http-error'; status?: number; when: 'before-processing' | 'after-processing' }
  /** Alipay refuses the transfer (40004 + sub_code); the order is kept with status FAIL. */
  | { kind: 'business-error'; subCode: string; subMsg?: string }
  /** Accepted as DEALING; the next `pendingQueries` queries still say DEALING, then SUCCESS (money moves). */
  | { kind: 'dealing'; pendingQueries?: number }
  /** The same request is delivered twice (processed twice); the second answer is the one sent. */
  | { kind: 'duplicate' }
  /** The answer is changed after Alipay signed it (its status flipped): the client must not trust it. */
  | { kind: 'tampered-answer' }
  /** The answer is signed with a key that is not Alipay's. */
  | { kind: 'forged-answer' };

export type SimulatorMethod = 'transfer' | 'query';

export type SimulatedTransfer = {
  outBizNo: string;
  amountFen: number;
  account: string;
  realName: string;
  title: string;
  remark: string | undefined;
  orderId: string;
  payFundOrderId: string;
  status: 'SUCCESS' | 'DEALING' | 'FAIL';
  /** Asia/Shanghai "yyyy-MM-dd HH:mm:ss", as Alipay writes times. */
  createdAt: string;
  payDate: string | undefined;
  failCode: string | undefined;
  failReason: string | undefined;
  pendingQueries: number;
};

/** Money leaving the merchant account: one per paid transfer, unless idempotency broke. */
export type SimulatedPayment = { outBizNo: string; amountFen: number; account: string; at: string };

export type AnswerNode = Record<string, string>;

export const BUSINESS_ERRORS: Record<string, string> = {
  PAYEE_NOT_EXIST: '收款账号不存在',
  PAYEE_USER_INFO_ERROR: '支付宝账号和姓名不匹配，请确认姓名是否正确',
  PAYEE_ACCOUNT_STATUS_ERROR: '收款方账号异常',
  PAYER_BALANCE_NOT_ENOUGH: '付款方余额不足',
  EXCEED_LIMIT_SM_AMOUNT: '单笔额度超限',
  EXCEED_LIMIT_DM_AMOUNT: '日累计额度超限',
};

export function businessError(subCode: string, subMsg?: string): AnswerNode {
  return {
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg ?? BUSINESS_ERRORS[subCode] ?? subCode,
  };
}

const PRODUCT_CODE = 'TRANS_ACCOUNT_NO_PWD';
const BIZ_SCENE = 'DIRECT_TRANSFER';

export class AlipaySimulatorState {
  private readonly orders = new Map<string, SimulatedTransfer>();
  private readonly moves: SimulatedPayment[] = [];
  private readonly received = new Map<string, number>();
  private faults: { fault: AlipayFault; method: SimulatorMethod; times: number }[] = [];
  private sequence = 0;

  /** Queues a fault for the next `times` calls (default 1) of `method` (default transfer). */
  inject(fault: AlipayFault, options: { times?: number; method?: SimulatorMethod } = {}): void {
    this.faults.push({ fault, method: options.method ?? 'transfer', times: options.times ?? 1 });
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** The fault for this call, if one is queued for its method; consumes one use of it. */
  takeFault(method: SimulatorMethod): AlipayFault | undefined {
    const queued = this.faults.find((f) => f.method === method);
    if (!queued) return undefined;
    queued.times -= 1;
    if (queued.times <= 0) this.faults.splice(this.faults.indexOf(queued), 1);
    return queued.fault;
  }

  transfer(outBizNo: string): SimulatedTransfer | undefined {
    const order = this.orders.get(outBizNo);
    return order && { ...order };
  }

  /** Newest first. */
  list(): SimulatedTransfer[] {
    return [...this.orders.values()].reverse().map((o) => ({ ...o }));
  }

  payments(): SimulatedPayment[] {
    return [...this.moves];
  }

  /** How many times money moved for this out_biz_no: 1 after any number of retries, or something broke. */
  transfersFor(outBizNo: string): number {
    return this.moves.filter((m) => m.outBizNo === outBizNo).length;
  }

  /** How many transfer requests with this out_biz_no reached the simulator (duplicates included). */
  requestsFor(outBizNo: string): number {
    return this.received.get(outBizNo) ?? 0;
  }

  get paidCount(): number {
    return this.moves.length;
  }

  get paidFen(): number {
    return this.moves.reduce((sum, m) => sum + m.amountFen, 0);
  }

  reset(): void {
    this.orders.clear();
    this.moves.length = 0;
    this.received.clear();
    this.faults = [];
  }

  /** alipay.fund.trans.uni.transfer, given its parsed biz_content. */
  applyTransfer(biz: Record<string, unknown>, fault?: AlipayFault): AnswerNode {
    const payee = (biz.payee_info ?? {}) as Record<string, unknown>;
    const outBizNo = String(biz.out_biz_no ?? '');
    const amountFen = yuanToFen(String(biz.trans_amount ?? ''));
    const account = String(payee.identity ?? '');
    const realName = String(payee.name ?? '');
    if (!/^[A-Za-z0-9_]{1,64}$/.test(outBizNo)) return invalid('out_biz_no 不合法');
    if (biz.product_code !== PRODUCT_CODE || biz.biz_scene !== BIZ_SCENE)
      return invalid('product_code 或 biz_scene 不支持');
    if (amountFen === undefined) return invalid('trans_amount 不合法');
    if (amountFen < 10) return businessError('EXCEED_LIMIT_SM_MIN_AMOUNT', '单笔最低转账金额0.1元');
    if (payee.identity_type !== 'ALIPAY_LOGON_ID' || !account || !realName)
      return invalid('payee_info 不合法：ALIPAY_LOGON_ID 须同时提供 identity 与 name');
    if (!biz.order_title) return invalid('order_title 不能为空');
    this.received.set(outBizNo, this.requestsFor(outBizNo) + 1);

    const existing = this.orders.get(outBizNo);
    if (
      existing &&
      (existing.amountFen !== amountFen || existing.account !== account || existing.realName !== realName)
    )
      return businessError('PAYMENT_INFO_INCONSISTENCY', '两次请求商户单号一样，但是参数不一致');
    // Idempotent: a known number answers with its order. A FAIL order may be retried with the same
    // number (Alipay's advice, e.g. after topping up the balance), so it is processed again.
    if (existing && existing.status !== 'FAIL') return transferAnswer(existing);

    const order: SimulatedTransfer = existing ?? {
      outBizNo,
      amountFen,
      account,
      realName,
      title: String(biz.order_title),
      remark: typeof biz.remark === 'string' ? biz.remark : undefined,
      orderId: this.nextId('1100700000'),
      payFundOrderId: this.nextId('1100700015'),
      status: 'DEALING',
      createdAt: shanghaiTimestamp(),
      payDate: undefined,
      failCode: undefined,
      failReason: undefined,
      pendingQueries: 0,
    };
    this.orders.set(outBizNo, order);
    if (fault?.kind === 'business-error') {
      const answer = businessError(fault.subCode, fault.subMsg);
      Object.assign(order, { status: 'FAIL', failCode: answer.sub_code, failReason: answer.sub_msg });
      return answer;
    }
    if (fault?.kind === 'dealing') {
      Object.assign(order, { status: 'DEALING', pendingQueries: fault.pendingQueries ?? 0 });
      return transferAnswer(order);
    }
    this.settle(order);
    return transferAnswer(order);
  }

  /** alipay.fund.trans.common.query by out_biz_no + product_code + biz_scene. */
  applyQuery(biz: Record<string, unknown>): AnswerNode {
    const outBizNo = String(biz.out_biz_no ?? '');
    if (!outBizNo) return invalid('out_biz_no 不能为空');
    if (biz.product_code !== PRODUCT_CODE || biz.biz_scene !== BIZ_SCENE)
      return invalid('传了 out_biz_no 时 product_code 与 biz_scene 必填');
    const order = this.orders.get(outBizNo);
    if (!order) return businessError('ORDER_NOT_EXIST', '转账订单不存在');
    if (order.status === 'DEALING') {
      if (order.pendingQueries > 0) order.pendingQueries -= 1;
      else this.settle(order);
    }
    return {
      code: '10000',
      msg: 'Success',
      order_id: order.orderId,
      pay_fund_order_id: order.payFundOrderId,
      out_biz_no: order.outBizNo,
      trans_amount: fenToYuan(order.amountFen),
      status: order.status,
      order_fee: '0.00',
      ...(order.payDate ? { pay_date: order.payDate } : {}),
      ...(order.status === 'FAIL'
        ? { error_code: order.failCode ?? 'FAIL', fail_reason: order.failReason ?? '' }
        : {}),
    };
  }

  private settle(order: SimulatedTransfer): void {
    const at = shanghaiTimestamp();
    Object.assign(order, { status: 'SUCCESS', payDate: at, failCode: undefined, failReason: undefined });
    this.moves.push({ outBizNo: order.outBizNo, amountFen: order.amountFen, account: order.account, at });
  }

  /** 32 digits like Alipay's: date, a product segment, a sequence. */
  private nextId(segment: string): string {
    this.sequence += 1;
    const day = shanghaiTimestamp().slice(0, 10).replaceAll('-', '');
    return `${day}${segment}${String(this.sequence).padStart(14, '0')}`;
  }
}

function invalid(subMsg: string): AnswerNode {
  return businessError('INVALID_PARAMETER', `参数有误：${subMsg}`);
}

function transferAnswer(order: SimulatedTransfer): AnswerNode {
  return {
    code: '10000',
    msg: 'Success',
    out_biz_no: order.outBizNo,
    order_id: order.orderId,
    pay_fund_order_id: order.payFundOrderId,
    status: order.status,
    trans_date: order.payDate ?? order.createdAt,
  };
}
