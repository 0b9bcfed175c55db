import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, serialId, timestamps, timestamptz } from '../../db/columns.ts';

export const members = pgTable(
  'members',
  {
    id: serialId(),
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
    walletChangedAt: timestamptz('wallet_changed_at'),
    wechatOpenid: varchar('wechat_openid', { length: 64 }),
    /** `closed`: the member closed the account (decision 0020); the row stays for the ledger's sake. */
    status: varchar('status', { length: 16, enum: ['active', 'disabled', 'closed'] })
      .notNull()
      .default('active'),
    closedAt: timestamptz('closed_at'),
    /** When the member turned on an authenticator app (issue 49); null: password alone. */
    totpEnabledAt: timestamptz('totp_enabled_at'),
    ...timestamps(),
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

/** A column naming the member a row belongs to (`member_id` unless named otherwise). */
export function memberRef(name = 'member_id') {
  return integer(name)
    .notNull()
    .references(() => members.id);
}

/** A column that may name a member: the staff who acted, or nobody when a job did. */
export function optionalMemberRef(name: string) {
  return integer(name).references(() => members.id);
}

/** The staff member who accepted or rejected a request, and when; both null until then. */
export function reviewColumns() {
  return { reviewedBy: optionalMemberRef('reviewed_by'), reviewedAt: timestamptz('reviewed_at') };
}

/** Opaque bearer tokens; only the SHA-256 of a token is stored (DESIGN §5). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: identityId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: memberRef(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    /**
     * When the token last served a request (written at most once a minute), and how long it may go
     * unused before it dies (issue 49 §3: idle lifetime, shorter for staff; copied from the
     * parameters at sign-in). `expiresAt` is the absolute lifetime.
     */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    idleSeconds: integer('idle_seconds').notNull().default(2_592_000),
    /** When the holder last typed an authenticator code (sign-in or step-up, issue 49 §1). */
    secondFactorAt: timestamptz('second_factor_at'),
    /**
     * `enroll`: a staff account that must have a second factor and has none yet signed in only to
     * set it up; such a token reaches nothing else (plugins/auth.ts).
     */
    purpose: varchar('purpose', { length: 16, enum: ['full', 'enroll'] })
      .notNull()
      .default('full'),
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
    id: identityId(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 16, enum: ['register', 'reset'] }).notNull(),
    /** HMAC of the code; null when nothing was sent that could be typed back (see the service). */
    codeHash: varchar('code_hash', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    delivered: boolean('delivered').notNull().default(false),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the code is used, burned by wrong tries, or replaced by a newer one. */
    closedAt: timestamptz('closed_at'),
    closedReason: varchar('closed_reason', { length: 16, enum: ['used', 'burned', 'replaced'] }),
  },
  (t) => [
    index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * An authenticator app's secret (TOTP, RFC 6238; issue 49 §1), sealed with APP_SECRET: the server
 * must read it back to check codes. It counts once the member typed a first code
 * (`members.totp_enabled_at` set); until then it is a setup in progress. `lastStep` is the time step
 * of the last code accepted: a code is good once.
 */
export const secondFactors = pgTable('second_factors', {
  memberId: memberRef().primaryKey(),
  secretSealed: text('secret_sealed').notNull(),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes for a lost authenticator, only their HMAC kept; shown once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: identityId(),
    memberId: memberRef(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_member_idx').on(t.memberId)],
);
