import { LEDGER_TRANSFER_KINDS } from '@nodebao/contract/money';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, serialId } from '../../db/columns.ts';
import { optionalMemberRef } from '../accounts/accounts.table.ts';

/**
 * What an account holds. A member has a balance (withdrawable) and a reserve (amounts asked for
 * and not yet paid or rejected). The platform accounts are where money comes from and goes to;
 * they may go negative (a source), a member's never may.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'member_balance',
  'member_reserve',
  'platform_income',
  'platform_referral',
  'platform_payout',
  'platform_fee',
  'platform_adjust',
  /** What activation codes sold for: goes negative by the sales, like platform_income by the payouts. */
  'platform_sales',
  /** Money that arrived through WeChat Pay, and by bank or offline transfer that staff confirmed. */
  'platform_wechatpay',
  'platform_bank',
  /**
   * The activity points (tanghua, DESIGN §8): a second currency in the same double-entry ledger. A
   * points account's amounts are points, not fen (the columns keep their names); a transfer moves one
   * currency only, which reconciliation checks.
   */
  'member_points',
  /** Points asked to be withdrawn, not yet sent nor rejected. */
  'member_points_reserve',
  'platform_points',
  /** Points sent out to members' chain wallets. */
  'platform_points_out',
  /** Where the weekly lottery's cash prizes come from (DESIGN §8); goes negative by the prizes paid. */
  'platform_lottery',
] as const;

/** The accounts whose amounts are activity points; every other account holds fen. */
export const POINTS_ACCOUNT_KINDS: readonly LedgerAccountKind[] = [
  'member_points',
  'member_points_reserve',
  'platform_points',
  'platform_points_out',
];
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serialId(),
    kind: varchar('kind', { length: 24, enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** Null for the platform's accounts. */
    memberId: optionalMemberRef('member_id'),
    /** The sum of the account's entries, kept by the same statement that writes them (DESIGN §7). */
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq')
      .on(t.kind, t.memberId)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_platform_uq')
      .on(t.kind)
      .where(sql`${t.memberId} is null`),
    // The database itself refuses a member balance below zero, whatever the code above it does.
    check('ledger_accounts_member_not_negative', sql`${t.memberId} is null or ${t.balanceFen} >= 0`),
    check('ledger_accounts_kind_owner', sql`(${t.kind} like 'member_%') = (${t.memberId} is not null)`),
  ],
);

export { LEDGER_TRANSFER_KINDS, type LedgerTransferKind } from '@nodebao/contract/money';

/**
 * One business event that moves money; immutable. Its entries sum to zero. `idemKey` makes posting
 * it exactly once: a retry with the same key finds the first one.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: identityId(),
    kind: varchar('kind', { length: 24, enum: LEDGER_TRANSFER_KINDS }).notNull(),
    idemKey: varchar('idem_key', { length: 128 }).notNull(),
    /** The member the transfer is about (its lines show in their money record). */
    memberId: optionalMemberRef('member_id'),
    /** The business day a settlement or commission is for (Asia/Shanghai). */
    day: date('day', { mode: 'string' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
    memo: text('memo').notNull().default(''),
    /** Staff who posted a correction or reviewed a withdrawal; null for jobs and members. */
    actorId: optionalMemberRef('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idem_uq').on(t.idemKey),
    index('ledger_transfers_member_idx').on(t.memberId, t.id),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identityId(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: credit to the account positive, debit negative. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** The account's balance right after this entry (the running balance of the money record). */
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_not_zero', sql`${t.amountFen} <> 0`),
  ],
);
