import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, identityId, serialId, timestamps, timestamptz } from '../../db/columns.ts';
import { memberRef, optionalMemberRef } from '../accounts/accounts.table.ts';

export const PAYEE_KINDS = ['alipay', 'bank'] as const;

/** Where a member's withdrawals are paid: Alipay accounts and bank cards (/account/alipay, /payment). */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: serialId(),
    memberId: memberRef(),
    kind: varchar('kind', { length: 8, enum: PAYEE_KINDS }).notNull(),
    /** The Alipay logon id (mobile or e-mail) or the bank card number, digits only. */
    account: varchar('account', { length: 64 }).notNull(),
    realName: varchar('real_name', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }),
    bankBranch: varchar('bank_branch', { length: 64 }),
    isDefault: boolean('is_default').notNull().default(false),
    /** Removed accounts stay for the withdrawals that name them. */
    deletedAt: timestamptz('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payee_accounts_live_uq')
      .on(t.memberId, t.kind, t.account)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const WITHDRAWAL_STATES = ['pending', 'paying', 'paid', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/**
 * A withdrawal request (tixian). pending → (staff approve) paying → paid, or pending/paying →
 * rejected (the reserve returns to the balance). The payee is copied at request time: editing the
 * card later does not redirect money already asked for. Its id is Alipay's out_biz_no.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: identityId(),
    memberId: memberRef(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    payeeKind: varchar('payee_kind', { length: 8, enum: PAYEE_KINDS }).notNull(),
    payeeAccountId: integer('payee_account_id').references(() => payeeAccounts.id),
    payeeAccount: varchar('payee_account', { length: 64 }).notNull(),
    payeeName: varchar('payee_name', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }),
    state: varchar('state', { length: 12, enum: WITHDRAWAL_STATES }).notNull().default('pending'),
    /** Why staff rejected it, or why the payout failed (shown to the member). */
    reason: text('reason').notNull().default(''),
    /** Alipay's order id, or the bank transfer's reference staff typed. */
    payoutReference: varchar('payout_reference', { length: 64 }),
    reviewerId: optionalMemberRef('reviewer_id'),
    reviewedAt: timestamptz('reviewed_at'),
    paidAt: timestamptz('paid_at'),
    /** The form's key for the request (withdrawBody.request_key): a resend finds this row. */
    requestKey: varchar('request_key', { length: 64 }),
    ...timestamps(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_state_idx').on(t.state, t.id),
    uniqueIndex('withdrawals_request_key_idx')
      .on(t.memberId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

/** Every call to the payout service and what it answered: the audit trail of a payment. */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: identityId(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    call: varchar('call', { length: 12, enum: ['transfer', 'query', 'bank'] }).notNull(),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    detail: text('detail').notNull().default(''),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payout_attempts_withdrawal_idx').on(t.withdrawalId)],
);
