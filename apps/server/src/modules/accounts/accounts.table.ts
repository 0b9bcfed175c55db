import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull().default(''),
    /** Operators run the fleets of their sub-members (DESIGN §1). */
    isOperator: boolean('is_operator').notNull().default(false),
    /** Platform staff. */
    isSuperman: boolean('is_superman').notNull().default(false),
    /** The operator whose sub-member this is, if any. */
    operatorId: integer('operator_id').references((): AnyPgColumn => members.id),
    inviterId: integer('inviter_id').references((): AnyPgColumn => members.id),
    inviteCode: varchar('invite_code', { length: 16 }).notNull(),
    /** The operator's member tag this member is filed under (/api/member-tag/move). */
    memberTagId: integer('member_tag_id'),
    isHideRank: smallint('is_hide_rank').notNull().default(0),
    liankeWallet: varchar('lianke_wallet', { length: 128 }),
    /** When the wallet address last replaced another: points withdrawals wait a while after it. */
    walletChangedAt: timestamp('wallet_changed_at', { withTimezone: true }),
    wechatOpenid: varchar('wechat_openid', { length: 64 }),
    /** `closed`: the member closed the account (decision 0020); the row stays for the ledger's sake. */
    status: varchar('status', { length: 16, enum: ['active', 'disabled', 'closed'] })
      .notNull()
      .default('active'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A closed account keeps its mobile for the record; the mobile may register again (decision 0020).
    uniqueIndex('members_mobile_uq')
      .on(t.mobile)
      .where(sql`${t.status} <> 'closed'`),
    uniqueIndex('members_invite_code_uq').on(t.inviteCode),
    index('members_operator_idx').on(t.operatorId),
    index('members_inviter_idx').on(t.inviterId),
  ],
);

/** Opaque bearer tokens; only the SHA-256 of a token is stored (DESIGN §5). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_member_idx')
      .on(t.memberId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Every SMS code ever issued, delivered or not. Rows are kept (not deleted on use) because the
 * resend interval and the hourly, daily and per-IP caps count them.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 16, enum: ['register', 'reset'] }).notNull(),
    /** HMAC of the code; null when nothing was sent that could be typed back (see the service). */
    codeHash: varchar('code_hash', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    delivered: boolean('delivered').notNull().default(false),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, burned by wrong tries, or replaced by a newer one. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: varchar('closed_reason', { length: 16, enum: ['used', 'burned', 'replaced'] }),
  },
  (t) => [
    index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);
