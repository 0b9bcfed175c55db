import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, members, recoveryCodes, secondFactors } from './accounts.table.ts';

// ---- the authenticator -------------------------------------------------------------------------

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findSecondFactor(db: DbOrTx, memberId: number): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.memberId, memberId));
  return row;
}

/** A setup begun again replaces the secret of any setup not finished. */
export async function storeSecret(db: DbOrTx, memberId: number, secretSealed: string): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ memberId, secretSealed })
    .onConflictDoUpdate({
      target: secondFactors.memberId,
      set: { secretSealed, lastStep: 0, createdAt: sql`now()` },
    });
}

/**
 * Takes the time step of an accepted code, only if it is newer than the last one taken: of two
 * sign-ins racing with one code, one wins (a code is good once).
 */
export async function claimStep(db: DbOrTx, memberId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(and(eq(secondFactors.memberId, memberId), sql`${secondFactors.lastStep} < ${step}`))
    .returning({ memberId: secondFactors.memberId });
  return taken.length === 1;
}

export async function setTotpEnabledAt(db: DbOrTx, memberId: number, on: boolean): Promise<void> {
  await db
    .update(members)
    .set({ totpEnabledAt: on ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

export async function deleteSecondFactor(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.memberId, memberId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
}

// ---- recovery codes ----------------------------------------------------------------------------

export async function replaceRecoveryCodes(
  db: DbOrTx,
  memberId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Uses up an unused recovery code; false when there is none with this hash. */
export async function useRecoveryCode(db: DbOrTx, memberId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.memberId, memberId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---- sessions ----------------------------------------------------------------------------------

/** A token is live: not revoked, not past its absolute expiry nor its idle lifetime. */
const live = and(
  isNull(authTokens.revokedAt),
  gt(authTokens.expiresAt, sql`now()`),
  gt(sql`${authTokens.lastSeenAt} + make_interval(secs => ${authTokens.idleSeconds})`, sql`now()`),
);

export type SessionListRow = {
  id: number;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** The member's live sessions, the most recently used first. */
export async function listLiveSessions(db: DbOrTx, memberId: number): Promise<SessionListRow[]> {
  return db
    .select({
      id: authTokens.id,
      tokenHash: authTokens.tokenHash,
      ip: authTokens.ip,
      userAgent: authTokens.userAgent,
      createdAt: authTokens.createdAt,
      lastSeenAt: authTokens.lastSeenAt,
    })
    .from(authTokens)
    .where(and(eq(authTokens.memberId, memberId), live))
    .orderBy(desc(authTokens.lastSeenAt), desc(authTokens.id))
    .limit(200);
}

/** Ends one of the member's live sessions; 0 when it is not theirs or not live. */
export async function revokeSession(db: DbOrTx, memberId: number, id: number): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, id), eq(authTokens.memberId, memberId), live))
    .returning({ id: authTokens.id });
  return revoked.length;
}

/** Ends every live session of the member but the one with `keepTokenHash`. */
export async function revokeOtherSessions(
  db: DbOrTx,
  memberId: number,
  keepTokenHash: string,
): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.memberId, memberId),
        ne(authTokens.tokenHash, keepTokenHash),
        isNull(authTokens.revokedAt),
      ),
    )
    .returning({ id: authTokens.id });
  return revoked.length;
}

/** Writes that the token served a request now (its idle lifetime starts again). */
export async function touchSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** The holder of this token just typed a right code: step-ups count from now. */
export async function markSecondFactor(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(authTokens.tokenHash, tokenHash));
}

/** A token signed in only to set up the authenticator may do everything once it is on. */
export async function endEnrollment(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ purpose: 'full' })
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, 'enroll')));
}

/** Seconds since the holder of this token last typed a code; null if never. */
export async function secondsSinceSecondFactor(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ seconds: sql<number | null>`extract(epoch from now() - ${authTokens.secondFactorAt})::float8` })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, tokenHash));
  return row?.seconds ?? null;
}

/** Whether the member signed in before from a browser that says the same of itself. */
export async function hasSignedInWith(db: DbOrTx, memberId: number, userAgent: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.memberId, memberId), eq(authTokens.userAgent, userAgent)))
    .limit(1);
  return row !== undefined;
}
