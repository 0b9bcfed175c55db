import { ORDER_STATES, PAY_METHODS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../../db/columns.ts';
import { memberRef, reviewColumns } from '../accounts/accounts.table.ts';
import { deviceTypes } from '../devices/devices.table.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An order for activation codes (the states are in the contract, pay.ts). The price is copied from
 * the device type when the order is made, so a later price change never alters an order. A paid
 * order has its codes (activation_codes.order_id) and its ledger transfer, all written by the one
 * conditional UPDATE that marks it paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    /** WeChat Pay's out_trade_no and the bank transfer's remark. */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: memberRef(),
    deviceTypeId: integer('device_type_id')
      .notNull()
      .references(() => deviceTypes.id),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    method: varchar('method', { length: 16, enum: PAY_METHODS }),
    state: varchar('state', { length: 16, enum: ORDER_STATES }).notNull().default('pending'),
    /** Unpaid online orders expire (a job); null for bank and offline transfers. */
    expiresAt: timestamptz('expires_at'),
    /** The last WeChat Pay prepay: its kind, and JSAPI's prepay_id or Native's code_url. */
    prepayKind: varchar('prepay_kind', { length: 8, enum: ['jsapi', 'native'] }),
    prepayId: varchar('prepay_id', { length: 64 }),
    codeUrl: varchar('code_url', { length: 128 }),
    prepaidAt: timestamptz('prepaid_at'),
    /** WeChat Pay's transaction_id once paid online. */
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamptz('paid_at'),
    /** The transfer the member reported: payer, remark, voucher. */
    payerName: varchar('payer_name', { length: 30 }),
    transferRemark: varchar('transfer_remark', { length: 200 }).notNull().default(''),
    voucherId: integer('voucher_id'),
    voucherSubmittedAt: timestamptz('voucher_submitted_at'),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    ...reviewColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_transaction_uq').on(t.transactionId),
    index('orders_member_idx').on(t.memberId, t.id),
    index('orders_state_idx').on(t.state, t.expiresAt),
    check('orders_amount_matches', sql`${t.amountFen} = ${t.unitPriceFen} * ${t.quantity}`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Transfer vouchers: the image bytes in the database, so every replica can serve them. */
export const paymentVouchers = pgTable(
  'payment_vouchers',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: memberRef(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_vouchers_order_idx').on(t.orderId)],
);

/** Each WeChat Pay notification that verified, once by its id (an audit of what arrived). */
export const wechatPayNotifications = pgTable('wechatpay_notifications', {
  id: varchar('id', { length: 64 }).primaryKey(),
  outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
  tradeState: varchar('trade_state', { length: 16 }).notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
