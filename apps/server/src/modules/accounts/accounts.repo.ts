import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SmsPurpose } from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { authTokens, members, smsCodes } from './accounts.table.ts';

export type MemberRow = typeof members.$inferSelect;

// ---- members ---------------------------------------------------------------------------------

/** The account of a mobile; a closed account is no longer anyone's (decision 0020). */
export async function findMemberByMobile(db: DbOrTx, mobile: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.mobile, mobile), ne(members.status, 'closed')))
    .limit(1);
  return row;
}

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** Whether any account, closed ones included, ever had `inviteCode` (codes are never reused). */
export async function inviteCodeExists(db: DbOrTx, inviteCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.inviteCode, inviteCode))
    .limit(1);
  return row !== undefined;
}

/** The member inviting with `inviteCode`; a closed account invites nobody any more. */
export async function findMemberByInviteCode(db: DbOrTx, inviteCode: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.inviteCode, inviteCode), ne(members.status, 'closed')))
    .limit(1);
  return row;
}

export async function insertMember(db: DbOrTx, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error('insert into members returned nothing');
  return row;
}

export async function updatePasswordHash(db: DbOrTx, memberId: number, passwordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

export async function updateHideRank(db: DbOrTx, memberId: number, isHideRank: 0 | 1): Promise<void> {
  await db
    .update(members)
    .set({ isHideRank, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

// ---- tokens ----------------------------------------------------------------------------------

export async function insertToken(db: DbOrTx, values: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** A live token's session: whose it is, what it may do, and until when it lives unless used again. */
export type SessionRow = {
  id: number;
  member: MemberRow;
  purpose: 'full' | 'enroll';
  lastSeenAt: Date;
  /** The earlier of its absolute expiry and its idle deadline (last use + idle lifetime). */
  liveUntil: Date;
};

/**
 * The session behind a live token: not revoked, not past its absolute expiry nor its idle lifetime
 * (issue 49 §3), the account active.
 */
export async function findSession(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  const idleDeadline = sql<Date>`${authTokens.lastSeenAt} + make_interval(secs => ${authTokens.idleSeconds})`;
  const [row] = await db
    .select({
      id: authTokens.id,
      member: members,
      purpose: authTokens.purpose,
      lastSeenAt: authTokens.lastSeenAt,
      liveUntil: sql<Date>`least(${authTokens.expiresAt}, ${idleDeadline})`.mapWith(authTokens.expiresAt),
    })
    .from(authTokens)
    .innerJoin(members, eq(members.id, authTokens.memberId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        gt(idleDeadline, sql`now()`),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export type RankName = { id: number; nickname: string; mobile: string; is_hide_rank: number };

/** What a ranking shows of these members: their names, and whether they hide from it. */
export async function rankNames(db: DbOrTx, ids: number[]): Promise<RankName[]> {
  return rows<RankName>(
    db,
    sql`select id, nickname, mobile, is_hide_rank from members where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

/** Whether the member ever signed in (a token, live or not). */
export async function hasAnyToken(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.memberId, memberId))
    .limit(1);
  return row !== undefined;
}

export async function revokeToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

export async function revokeAllTokens(db: DbOrTx, memberId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)));
}

// ---- closing an account ---------------------------------------------------------------------

/** What stands in the way of closing an account, counted in one read (issue 11 §2). */
export type ClosureCounts = {
  devices: number;
  withdrawals: number;
  orders: number;
  sub_members: number;
  unsettled_holdings: number;
};

export async function closureCounts(db: DbOrTx, memberId: number): Promise<ClosureCounts> {
  const row = await firstRow<Record<keyof ClosureCounts, string | number>>(
    db,
    sql`
    select
      (select count(*) from devices where member_id = ${memberId}) as devices,
      (select count(*) from withdrawals where member_id = ${memberId} and state in ('pending', 'paying')) as withdrawals,
      -- A voucher under review, or an online payment that may still be paid before it expires.
      (select count(*) from orders where member_id = ${memberId}
        and (state = 'reviewing' or (state = 'pending' and expires_at > now()))) as orders,
      (select count(*) from members where operator_id = ${memberId} and status <> 'closed') as sub_members,
      -- A box held during a day not settled yet still earns for this member: today always, yesterday
      -- until the nightly settlement has run.
      (select count(*) from device_holdings h
        where h.member_id = ${memberId}
          and (h.ended_at is null
               or h.ended_at >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')
               or (h.ended_at >= (date_trunc('day', now() at time zone 'Asia/Shanghai') - interval '1 day') at time zone 'Asia/Shanghai'
                   and not exists (select 1 from settlement_runs r
                                   where r.day = (now() at time zone 'Asia/Shanghai')::date - 1
                                     and r.finished_at is not null)))) as unsettled_holdings`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as ClosureCounts;
}

/** Holds the member row until the transaction ends (closing races binds, credits and withdrawals). */
export async function lockMember(db: DbOrTx, memberId: number): Promise<void> {
  await db.execute(sql`select id from members where id = ${memberId} for update`);
}

/** Closes the account for good: signed out everywhere, its WeChat binding released. */
export async function markClosed(db: DbOrTx, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ status: 'closed', closedAt: sql`now()`, wechatOpenid: null, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  await revokeAllTokens(db, memberId);
}

// ---- SMS codes -------------------------------------------------------------------------------

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Serialises every code operation on one mobile (issue and verify) across replicas. */
export async function lockMobile(tx: DbOrTx, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

export async function countCodesForMobileSince(tx: DbOrTx, mobile: string, seconds: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        gt(smsCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
}

export async function countCodesForIpSince(tx: DbOrTx, ip: string, seconds: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`)));
  return row?.n ?? 0;
}

/** Seconds since the newest code to this mobile, or null if none. */
export async function secondsSinceLastCode(tx: DbOrTx, mobile: string): Promise<number | null> {
  const [row] = await tx
    .select({ s: sql<number>`extract(epoch from now() - ${smsCodes.createdAt})::float8` })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row ? Number(row.s) : null;
}

export async function closeOpenCodes(tx: DbOrTx, mobile: string, purpose: SmsPurpose): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ closedAt: sql`now()`, closedReason: 'replaced' })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.closedAt)));
}

export async function insertCode(tx: DbOrTx, values: typeof smsCodes.$inferInsert): Promise<SmsCodeRow> {
  const [row] = await tx.insert(smsCodes).values(values).returning();
  if (!row) throw new Error('insert into sms_codes returned nothing');
  return row;
}

export async function markDelivered(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(smsCodes).set({ delivered: true }).where(eq(smsCodes.id, id));
}

/** The code that may still be typed back: open, not expired. Locked for the rest of the transaction. */
export async function findOpenCodeForUpdate(
  tx: DbOrTx,
  mobile: string,
  purpose: SmsPurpose,
): Promise<SmsCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.closedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordWrongTry(tx: DbOrTx, id: number, burn: boolean): Promise<void> {
  await tx
    .update(smsCodes)
    .set({
      wrongTries: sql`${smsCodes.wrongTries} + 1`,
      ...(burn ? { closedAt: sql`now()`, closedReason: 'burned' as const } : {}),
    })
    .where(eq(smsCodes.id, id));
}

export async function closeCode(tx: DbOrTx, id: number, reason: 'used' | 'burned'): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ closedAt: sql`now()`, closedReason: reason })
    .where(eq(smsCodes.id, id));
}

/** Changes the given fields of a member's account (and its updated_at). */
export async function updateMember(
  db: DbOrTx,
  memberId: number,
  patch: Partial<
    Pick<
      typeof members.$inferInsert,
      | 'nickname'
      | 'memberTagId'
      | 'status'
      | 'passwordHash'
      | 'operatorId'
      | 'wechatOpenid'
      | 'liankeWallet'
      | 'walletChangedAt'
    >
  >,
): Promise<void> {
  await db
    .update(members)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Another member than `memberId` whose WeChat account is `openid` (an openid is bound once). */
export async function findOtherWechatHolder(db: DbOrTx, openid: string, memberId: number) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.wechatOpenid, openid), ne(members.id, memberId)));
  return row;
}
