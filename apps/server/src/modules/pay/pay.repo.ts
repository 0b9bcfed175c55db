import type { OrderState, PayMethod } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, pageOfRows, queueDepth, rows, type QueueDepth } from '../../db/sql.ts';

/** An order as the services read it: the row, its type's name, its codes and who it belongs to. */
export type OrderRow = {
  id: number;
  order_no: string;
  member_id: number;
  member_mobile: string;
  member_nickname: string;
  device_type_id: number;
  device_type_name: string;
  quantity: number;
  unit_price_fen: number;
  amount_fen: number;
  method: PayMethod | null;
  state: OrderState;
  expires_at: Date | string | null;
  prepay_kind: 'jsapi' | 'native' | null;
  prepay_id: string | null;
  code_url: string | null;
  prepaid_at: Date | string | null;
  transaction_id: string | null;
  paid_at: Date | string | null;
  payer_name: string | null;
  transfer_remark: string;
  voucher_id: number | null;
  voucher_submitted_at: Date | string | null;
  reject_reason: string;
  reviewed_by_name: string | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
  code_count: number;
};

const SELECT_ORDER = sql`
  select o.id, o.order_no, o.member_id, m.mobile as member_mobile, m.nickname as member_nickname,
         o.device_type_id, t.name as device_type_name, o.quantity, o.unit_price_fen, o.amount_fen,
         o.method, o.state, o.expires_at, o.prepay_kind, o.prepay_id, o.code_url, o.prepaid_at,
         o.transaction_id, o.paid_at, o.payer_name, o.transfer_remark, o.voucher_id,
         o.voucher_submitted_at, o.reject_reason, r.nickname as reviewed_by_name, o.reviewed_at,
         o.created_at,
         (select count(*)::int from activation_codes c where c.order_id = o.id) as code_count
    from orders o
    join members m on m.id = o.member_id
    join device_types t on t.id = o.device_type_id
    left join members r on r.id = o.reviewed_by`;

export async function insertOrder(
  db: DbOrTx,
  order: {
    orderNo: string;
    memberId: number;
    deviceTypeId: number;
    quantity: number;
    unitPriceFen: number;
    expiresInSeconds: number;
  },
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into orders (order_no, member_id, device_type_id, quantity, unit_price_fen, amount_fen, expires_at)
        values (${order.orderNo}, ${order.memberId}, ${order.deviceTypeId}, ${order.quantity},
                ${order.unitPriceFen}, ${order.unitPriceFen * order.quantity},
                now() + make_interval(secs => ${order.expiresInSeconds}))
        returning id`,
  );
  return row!.id;
}

/** One order by number; `memberId` limits it to that member's own (null: staff, any member's). */
export async function findOrder(
  db: DbOrTx,
  orderNo: string,
  memberId: number | null,
  lock = false,
): Promise<OrderRow | undefined> {
  if (lock) {
    // Row lock first (FOR UPDATE cannot sit beside the aggregate of the full select).
    await db.execute(sql`select id from orders where order_no = ${orderNo} for update`);
  }
  return firstRow<OrderRow>(
    db,
    sql`${SELECT_ORDER} where o.order_no = ${orderNo}
        ${memberId === null ? sql`` : sql`and o.member_id = ${memberId}`}`,
  );
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  return firstRow<OrderRow>(db, sql`${SELECT_ORDER} where o.id = ${id}`);
}

export async function listOrders(
  db: DbOrTx,
  q: {
    memberId?: number;
    state?: OrderState | undefined;
    orderNo?: string | undefined;
    keyword?: string | undefined;
    /** Staff queues: only bank and offline transfers. */
    transfersOnly?: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ list: OrderRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.memberId !== undefined) where.push(sql`o.member_id = ${q.memberId}`);
  if (q.state) where.push(sql`o.state = ${q.state}`);
  if (q.orderNo) where.push(sql`o.order_no = ${q.orderNo}`);
  if (q.transfersOnly) where.push(sql`o.method in ('bank', 'offline')`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(o.order_no like ${like} or m.mobile like ${like} or o.payer_name like ${like})`);
  }
  const condition = sql.join(where, sql` and `);
  // Review queues read oldest first (first come, first served); a member's history newest first.
  const order =
    q.transfersOnly && q.state === 'reviewing' ? sql`o.voucher_submitted_at, o.id` : sql`o.id desc`;
  const { rows: list, total } = await pageOfRows<OrderRow>(
    db,
    {
      select: sql`${SELECT_ORDER} where ${condition} order by ${order}`,
      from: sql`orders o join members m on m.id = o.member_id where ${condition}`,
    },
    q,
  );
  return { list, total };
}

/** Records a WeChat prepay on a pending order; false when it is no longer pending. */
export async function savePrepay(
  db: DbOrTx,
  id: number,
  prepay: { kind: 'jsapi' | 'native'; prepayId?: string; codeUrl?: string; method: PayMethod },
): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update orders set prepay_kind = ${prepay.kind}, method = ${prepay.method},
               prepay_id = coalesce(${prepay.prepayId ?? null}, prepay_id),
               code_url = coalesce(${prepay.codeUrl ?? null}, code_url), prepaid_at = now()
         where id = ${id} and state = 'pending'
        returning id`,
  );
  return row !== undefined;
}

/** A pending order becomes a bank or offline transfer: it no longer expires. */
export async function switchToTransfer(db: DbOrTx, id: number, method: 'bank' | 'offline'): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update orders set method = ${method}, expires_at = null
         where id = ${id} and state in ('pending', 'rejected')
        returning id`,
  );
  return row !== undefined;
}

export async function insertVoucher(
  db: DbOrTx,
  voucher: { orderId: number; memberId: number; contentType: string; bytes: Buffer; sha256: string },
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into payment_vouchers (order_id, member_id, content_type, bytes, sha256)
        values (${voucher.orderId}, ${voucher.memberId}, ${voucher.contentType}, ${voucher.bytes}, ${voucher.sha256})
        returning id`,
  );
  return row!.id;
}

/** The member's transfer is in: pending or rejected → reviewing. */
export async function submitTransfer(
  db: DbOrTx,
  id: number,
  transfer: { payerName: string; remark: string; voucherId: number },
): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update orders set state = 'reviewing', payer_name = ${transfer.payerName},
               transfer_remark = ${transfer.remark}, voucher_id = ${transfer.voucherId},
               voucher_submitted_at = now(), reject_reason = '', expires_at = null,
               method = coalesce(method, 'offline')
         where id = ${id} and state in ('pending', 'rejected') and method in ('bank', 'offline')
        returning id`,
  );
  return row !== undefined;
}

export async function findVoucher(
  db: DbOrTx,
  orderNo: string,
): Promise<{ member_id: number; content_type: string; bytes: Uint8Array } | undefined> {
  return firstRow(
    db,
    sql`select v.member_id, v.content_type, v.bytes
          from orders o join payment_vouchers v on v.id = o.voucher_id
         where o.order_no = ${orderNo}`,
  );
}

/**
 * WeChat Pay took the money: the order is paid whatever else happened to it meanwhile (expired a
 * moment before the notification, switched to a transfer), because the money did arrive. True when
 * this call made it paid, false when it was paid already.
 */
export async function markPaidOnline(db: DbOrTx, id: number, transactionId: string): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update orders set state = 'paid', paid_at = now(), transaction_id = ${transactionId}, expires_at = null,
               method = case when method in ('wechat_jsapi', 'wechat_native') then method
                             when prepay_kind = 'jsapi' then 'wechat_jsapi' else 'wechat_native' end
         where id = ${id} and state <> 'paid'
        returning id`,
  );
  return row !== undefined;
}

/**
 * Staff decide a transfer under review: paid, or rejected with the reason the member reads; false
 * when someone else decided first.
 */
export async function reviewTransfer(
  db: DbOrTx,
  id: number,
  staffId: number,
  decision: { paid: true } | { paid: false; reason: string },
): Promise<boolean> {
  const change = decision.paid
    ? sql`state = 'paid', paid_at = now()`
    : sql`state = 'rejected', reject_reason = ${decision.reason}`;
  const row = await firstRow<{ id: number }>(
    db,
    sql`update orders set ${change}, reviewed_by = ${staffId}, reviewed_at = now()
         where id = ${id} and state = 'reviewing'
        returning id`,
  );
  return row !== undefined;
}

/** Pending online orders past their expiry, oldest first. */
export async function dueToExpire(
  db: DbOrTx,
  limit: number,
): Promise<{ id: number; order_no: string; prepay_kind: string | null }[]> {
  return rows(
    db,
    sql`select id, order_no, prepay_kind from orders
         where state = 'pending' and expires_at < now()
         order by expires_at limit ${limit}`,
  );
}

/** pending → expired, only if it is still pending and due (a payment may have won the race). */
export async function expireOrder(db: DbOrTx, id: number): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`update orders set state = 'expired'
         where id = ${id} and state = 'pending' and expires_at < now()
        returning id`,
  );
  return row !== undefined;
}

/** Notes a verified notification; false when this notification id was seen before. */
export async function recordNotification(
  db: DbOrTx,
  n: { id: string; outTradeNo: string; tradeState: string; outcome: string },
): Promise<boolean> {
  const row = await firstRow<{ id: string }>(
    db,
    sql`insert into wechatpay_notifications (id, out_trade_no, trade_state, outcome)
        values (${n.id}, ${n.outTradeNo}, ${n.tradeState}, ${n.outcome})
        on conflict (id) do nothing returning id`,
  );
  return row !== undefined;
}

/**
 * Reconciliation of orders: a paid order has exactly its quantity of codes and one sale of its
 * amount in the ledger; any other order has neither. Each row returned is a problem.
 */
export async function orderMismatches(
  db: DbOrTx,
): Promise<{ what: string; id: string; expected: number; actual: number }[]> {
  const found = await rows<{
    order_no: string;
    state: string;
    quantity: number;
    amount: number;
    codes: number;
    credited: number;
  }>(
    db,
    sql`select * from (
          select o.order_no, o.state, o.quantity, o.amount_fen as amount,
                 (select count(*)::int from activation_codes c where c.order_id = o.id) as codes,
                 coalesce((select sum(e.amount_fen) from ledger_transfers t
                             join ledger_entries e on e.transfer_id = t.id
                            where t.idem_key = 'order:' || o.id || ':paid' and e.amount_fen > 0), 0)::int as credited
            from orders o) x
         where (state = 'paid' and (codes <> quantity or credited <> amount))
            or (state <> 'paid' and (codes > 0 or credited > 0))
         limit 100`,
  );
  return found.flatMap((o) => {
    const paid = o.state === 'paid';
    // What a paid order has made (its codes, its sale credited); an unpaid one, nothing.
    const checks = [
      { what: 'order codes', expected: paid ? o.quantity : 0, actual: o.codes },
      { what: 'order sale', expected: paid ? o.amount : 0, actual: o.credited },
    ];
    return checks
      .filter((c) => c.actual !== c.expected)
      .map(({ what, expected, actual }) => ({ what, id: o.order_no, expected, actual }));
  });
}

/** Transfers paid offline (bank or offline) waiting for staff to confirm, since the voucher came. */
export function transferReviewQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`orders where state = 'reviewing'`, sql`voucher_submitted_at`);
}
