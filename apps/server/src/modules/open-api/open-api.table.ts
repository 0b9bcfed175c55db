import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.table.ts';

/**
 * Read-only API tokens (issue 50 §2, decision 0044): `nbo_` + 32 random bytes (base64url), shown
 * once; only the SHA-256 (hex) is kept, and the first 8 characters to tell tokens apart. The owner's
 * rights are the token's, read-only, on /api/open/* only.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serialId(),
    memberId: memberRef(),
    name: varchar('name', { length: 32 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    /** Null: until revoked. */
    expiresAt: timestamptz('expires_at'),
    /** Addresses and CIDR networks the token is accepted from; empty: any. */
    allowedIps: text('allowed_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** When it last served a request (written at most once a minute, in the background). */
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    index('api_tokens_member_idx').on(t.memberId, t.createdAt),
  ],
);
