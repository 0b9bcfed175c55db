import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { parseShanghaiTimestamp, shanghaiTimestamp } from './alipay-signature.ts';
import {
  fenToYuan,
  type AlipayPayouts,
  type PayoutQueryResult,
  type PayoutResult,
  type TransferRequest,
} from './payout.ts';

export type AlipayClientOptions = {
  appId: string;
  /** The app's private key, PEM (PKCS#1 or PKCS#8). */
  privateKey: string;
  /** Alipay's public key, PEM: every answer's signature is checked with it. */
  alipayPublicKey: string;
  /** The gateway URL, or a function giving it when the simulator's address is only known after listen. */
  gateway: string | (() => string);
  timeoutMs: number;
};

const TRANSFER = 'alipay.fund.trans.uni.transfer';
const QUERY = 'alipay.fund.trans.common.query';
const PRODUCT = { product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER' } as const;

/**
 * Business answers (code 40004) that do not say the transfer failed: Alipay was busy, is still
 * handling the same number, or already has this number with other details (then an earlier request
 * may well have paid). The caller must query, so they map to 'unknown', never to 'failed'.
 */
const UNCERTAIN_SUB_CODES = new Set([
  'SYSTEM_ERROR',
  'ACQ.SYSTEM_ERROR',
  'PAYMENT_INFO_INCONSISTENCY',
  'REQUEST_PROCESSING',
  'TRANS_ORDER_DEALING',
  'BIZ_UNIQUE_EXCEPTION',
]);

/**
 * The real client, on the official alipay-sdk (RSA2 request signing, answer verification with
 * Alipay's public key). It never throws for what Alipay or the network does: every outcome is a
 * PayoutResult, and anything it cannot be sure of is 'unknown'.
 */
export class AlipayPayoutsClient implements AlipayPayouts {
  private sdk: { gateway: string; client: AlipaySdk } | undefined;

  constructor(private readonly options: AlipayClientOptions) {
    // alipay-sdk skips answer verification when it has no public key; we never run that way.
    if (!options.appId || !options.privateKey || !options.alipayPublicKey)
      throw new Error('Alipay client needs appId, privateKey and alipayPublicKey');
  }

  async transfer(req: TransferRequest): Promise<PayoutResult> {
    if (!Number.isSafeInteger(req.amountFen) || req.amountFen <= 0)
      throw new RangeError(`transfer amount must be a positive number of fen: ${req.amountFen}`);
    const answer = await this.call(TRANSFER, {
      out_biz_no: req.outBizNo,
      trans_amount: fenToYuan(req.amountFen),
      ...PRODUCT,
      order_title: req.title,
      payee_info: { identity: req.account, identity_type: 'ALIPAY_LOGON_ID', name: req.realName },
      ...(req.remark ? { remark: req.remark } : {}),
    });
    return answer.ok ? transferOutcome(answer.body) : answer.unknown;
  }

  async query(outBizNo: string): Promise<PayoutQueryResult> {
    const answer = await this.call(QUERY, { out_biz_no: outBizNo, ...PRODUCT });
    return answer.ok ? queryOutcome(answer.body) : answer.unknown;
  }

  private async call(
    method: string,
    bizContent: Record<string, unknown>,
  ): Promise<{ ok: true; body: AlipaySdkCommonResult } | { ok: false; unknown: PayoutResult }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // The SDK stamps requests in the process's time zone; Alipay reads Asia/Shanghai time.
      const exec = this.client().exec(
        method,
        { bizContent, timestamp: shanghaiTimestamp() },
        { validateSign: true },
      );
      // The SDK's own timeout (undici's) fires up to a second late; this one is on time.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), this.options.timeoutMs);
      });
      return { ok: true, body: await Promise.race([exec, late]) };
    } catch (err) {
      return { ok: false, unknown: { state: 'unknown', reason: describeError(err) } };
    } finally {
      clearTimeout(timer);
    }
  }

  private client(): AlipaySdk {
    const { gateway } = this.options;
    const url = typeof gateway === 'function' ? gateway() : gateway;
    if (this.sdk?.gateway !== url) {
      const client = new AlipaySdk({
        appId: this.options.appId,
        privateKey: this.options.privateKey,
        keyType: this.options.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
        alipayPublicKey: this.options.alipayPublicKey,
        gateway: url,
        timeout: this.options.timeoutMs,
        camelcase: false,
      });
      this.sdk = { gateway: url, client };
    }
    return this.sdk.client;
  }
}

function transferOutcome(r: AlipaySdkCommonResult): PayoutResult {
  if (r.code === '10000') {
    const status = String(r.status ?? '');
    if (status === 'SUCCESS')
      return { state: 'success', orderId: String(r.order_id ?? ''), payDate: isoTime(r.trans_date) };
    if (status === 'DEALING' || status === 'INIT' || status === 'WAIT_PAY') return { state: 'dealing' };
    if (status === 'FAIL') return { state: 'failed', code: r.sub_code ?? 'FAIL', reason: r.sub_msg ?? r.msg };
    return { state: 'unknown', reason: `unexpected transfer status "${status}"` };
  }
  return refusal(r);
}

function queryOutcome(r: AlipaySdkCommonResult): PayoutQueryResult {
  if (r.code === '10000') {
    const status = String(r.status ?? '');
    if (status === 'SUCCESS')
      return { state: 'success', orderId: String(r.order_id ?? ''), payDate: isoTime(r.pay_date) };
    if (status === 'DEALING' || status === 'INIT' || status === 'WAIT_PAY') return { state: 'dealing' };
    // REFUND only happens to bank-card transfers: the money came back, so nothing was paid.
    if (status === 'FAIL' || status === 'REFUND')
      return {
        state: 'failed',
        code: String(r.error_code ?? status),
        reason: String(r.fail_reason ?? status),
      };
    return { state: 'unknown', reason: `unexpected query status "${status}"` };
  }
  if (r.code === '40004' && r.sub_code === 'ORDER_NOT_EXIST') return { state: 'not_found' };
  // A refused query tells nothing about the transfer.
  return { state: 'unknown', reason: `query refused: ${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg}` };
}

/**
 * Refusals of a transfer. 40004 with a definite sub_code (PAYEE_NOT_EXIST, PAYEE_USER_INFO_ERROR,
 * PAYER_BALANCE_NOT_ENOUGH…) and the gateway's own refusals (20001, 40001, 40002 e.g. a bad request
 * signature, 40006) mean nothing was paid. 20000 (service unavailable) and the uncertain sub_codes
 * may hide a payment.
 */
function refusal(r: AlipaySdkCommonResult): PayoutResult {
  const code = r.sub_code ?? r.code;
  const reason = r.sub_msg ?? r.msg ?? '';
  if (r.code === '20000' || UNCERTAIN_SUB_CODES.has(code))
    return { state: 'unknown', reason: `${r.code} ${code} ${reason}`.trim() };
  if (['20001', '40001', '40002', '40004', '40006'].includes(r.code))
    return { state: 'failed', code, reason };
  return { state: 'unknown', reason: `unexpected answer ${r.code} ${code} ${reason}`.trim() };
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" (Asia/Shanghai) → ISO; now when Alipay left it out. */
function isoTime(text: unknown): string {
  const ms = typeof text === 'string' ? parseShanghaiTimestamp(text) : Number.NaN;
  return new Date(Number.isNaN(ms) ? Date.now() : ms).toISOString();
}

function describeError(err: unknown): string {
  const e = err as { message?: string; cause?: { name?: string; message?: string } };
  const message = e.message ?? String(err);
  if (/timeout/i.test(`${message} ${e.cause?.name ?? ''} ${e.cause?.message ?? ''}`))
    return 'timeout: no answer in time';
  if (/验签|sign/i.test(message)) return 'bad signature: the answer is not signed by Alipay';
  if (/HTTP 请求错误/.test(message)) return `http error: ${message.replace(/^.*status: /, '')}`;
  if (/格式错误/.test(message)) return 'bad answer: not an Alipay response';
  return `network: ${message.slice(0, 200)}`;
}
