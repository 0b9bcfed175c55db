/**
 * What the withdrawal domain needs from Alipay: pay a member's withdrawal to their Alipay account
 * (`alipay.fund.trans.uni.transfer`) and ask what became of it (`alipay.fund.trans.common.query`).
 * The real client and the local simulator speak the same HTTP protocol, so tests and the demo run
 * the real client code.
 *
 * Transfers are idempotent at Alipay on `outBizNo` (our withdrawal id): repeating a transfer with the
 * same number never pays twice, it answers with the existing order. So after an 'unknown' result the
 * caller queries, and when the query says 'not_found' retries with the SAME outBizNo, never a new one.
 */
export type TransferRequest = {
  /** Our withdrawal id; Alipay's `out_biz_no` (letters, digits, underscores; at most 64). */
  outBizNo: string;
  /** Integer fen, > 0. Converted to 元 ("12.34") only on the wire. */
  amountFen: number;
  /** The payee's Alipay login (mobile or e-mail): `payee_info.identity` of type ALIPAY_LOGON_ID. */
  account: string;
  /** The payee's real name; Alipay refuses the transfer when it does not match the account. */
  realName: string;
  /** Shown in the payee's Alipay bill (`order_title`). */
  title: string;
  remark?: string;
};

export type PayoutResult =
  /** Money has moved. `payDate` is an ISO time. */
  | { state: 'success'; orderId: string; payDate: string }
  /** Alipay refused or failed the transfer: nothing was paid (e.g. PAYEE_NOT_EXIST). */
  | { state: 'failed'; code: string; reason: string }
  /** Accepted, not finished: query again later. */
  | { state: 'dealing' }
  /**
   * We do not know whether money moved (timeout, network error, 5xx, an answer whose signature does
   * not verify, Alipay's own "system busy"). Query before anything else; never retry with a new number.
   */
  | { state: 'unknown'; reason: string };

/** A query can also find that Alipay has no order with this number: it is then safe to retry it. */
export type PayoutQueryResult = PayoutResult | { state: 'not_found' };

export interface AlipayPayouts {
  transfer(req: TransferRequest): Promise<PayoutResult>;
  query(outBizNo: string): Promise<PayoutQueryResult>;
}

/** Integer fen → Alipay's 元 string with two decimals: 1 → "0.01", 990000 → "9900.00". No floats. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not a fen amount: ${fen}`);
  const f = BigInt(fen);
  return `${f / 100n}.${(f % 100n).toString().padStart(2, '0')}`;
}

/** Alipay's 元 string ("12.3", "12.34", "12") → integer fen; undefined when it is not an amount. */
export function yuanToFen(yuan: string): number | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) return undefined;
  const fen = BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return fen <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(fen) : undefined;
}
