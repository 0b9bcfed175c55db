import {
  CLOSURE_BLOCKERS,
  type ClosureBlocker,
  type ClosureCheck,
  type LoginData,
  type MemberInfo,
} from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newToken, randomCode, sha256Hex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { memberBalances, type MemberBalances } from '../ledger/ledger.service.ts';
import { getParams } from '../params/params.service.ts';
import * as repo from './accounts.repo.ts';
import type { MemberRow, SessionRow } from './accounts.repo.ts';
import {
  assertAcceptablePassword,
  checkPassword,
  checkSecondFactorCode,
  hashPassword,
  type ClientContext,
} from './credentials.ts';
import { noteSignIn, sessionLifetimes, mustHaveSecondFactor } from './sessions.service.ts';
import { withValidCode } from './sms-codes.service.ts';

// What other modules read of a member: through this service, never the repository (decision 0022).
export {
  findMemberById,
  findMemberByMobile,
  findOtherWechatHolder,
  lockMember,
  updateMember,
  type MemberRow,
} from './accounts.repo.ts';

export type { ClientContext };

/**
 * The session behind a live token: kept by this replica until any account or token changes
 * (account-cache.ts) or the token's idle or absolute lifetime ends, else read from the database.
 */
export function sessionOfToken(deps: Deps, tokenHash: string): Promise<SessionRow | undefined> {
  return deps.accountCache.get(`token:${tokenHash}`, async () => {
    const session = await repo.findSession(deps.db, tokenHash);
    // One object serves the member's requests while it is kept: none may change it.
    return (
      session && {
        value: Object.freeze({ ...session, member: Object.freeze(session.member) }),
        until: session.liveUntil,
      }
    );
  });
}

/** The names a ranking shows for these members (kept as memberOfToken's members are). */
export async function rankNames(deps: Deps, ids: number[]): Promise<repo.RankName[]> {
  if (ids.length === 0) return [];
  return deps.accountCache.get(`names:${ids.join(',')}`, async () => ({
    value: await repo.rankNames(deps.db, ids),
  }));
}

export function toMemberInfo(m: MemberRow): MemberInfo {
  return {
    id: m.id,
    mobile: m.mobile,
    nickname: m.nickname || `用户${m.mobile.slice(-4)}`,
    is_hide_rank: m.isHideRank === 1 ? 1 : 0,
    lianke_wallet: m.liankeWallet,
    invite_code: m.inviteCode,
    access: { operator: m.isOperator || m.isSuperman, superman: m.isSuperman },
    wechat_bound: Boolean(m.wechatOpenid),
    created_at: m.createdAt.toISOString(),
    second_factor_on: m.totpEnabledAt !== null,
  };
}

/** How a new session starts: what it may do, and whether a code was typed for it. */
type SessionStart = { purpose: 'full' | 'enroll'; secondFactor: boolean };

/** A new session (token) for `member`: login, register and the partner's auto-login end here. */
export async function startSession(
  db: DbOrTx,
  member: MemberRow,
  ctx: ClientContext,
  start: SessionStart = { purpose: 'full', secondFactor: false },
): Promise<LoginData> {
  const token = newToken();
  const lifetimes = sessionLifetimes(member, (await getParams(db)).security);
  await repo.insertToken(db, {
    tokenHash: sha256Hex(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + lifetimes.absoluteSeconds * 1000),
    idleSeconds: lifetimes.idleSeconds,
    purpose: start.purpose,
    secondFactorAt: start.secondFactor ? new Date() : null,
    ip: ctx.ip.slice(0, 64),
    userAgent: ctx.userAgent.slice(0, 256),
  });
  return {
    auth_key: token,
    currentAuthority: 'admin',
    user: { id: member.id, mobile: member.mobile, auth_key: token },
    member: toMemberInfo(member),
  };
}

/** A fresh invite code; retried on the (astronomically rare) collision. */
async function unusedInviteCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = randomCode(8);
    if (!(await repo.inviteCodeExists(db, code))) return code;
  }
}

export type RegisterInput = {
  mobile: string;
  code: string;
  password: string;
  invite_code?: string | undefined;
};

export async function register(deps: Deps, input: RegisterInput, ctx: ClientContext): Promise<LoginData> {
  assertAcceptablePassword(input.mobile, input.password);

  let inviter: MemberRow | undefined;
  if (input.invite_code) {
    inviter = await repo.findMemberByInviteCode(deps.db, input.invite_code.toUpperCase());
    if (!inviter || inviter.status !== 'active') throw new AppError('INVITE_CODE_INVALID');
  }
  const passwordHash = await hashPassword(input.password);

  return withValidCode(deps, { mobile: input.mobile, purpose: 'register', code: input.code }, async (tx) => {
    // Only reachable if the mobile registered after its code was sent; answer as for a wrong code.
    if (await repo.findMemberByMobile(tx, input.mobile)) throw new AppError('SMS_CODE_INVALID');
    const member = await repo.insertMember(tx, {
      mobile: input.mobile,
      passwordHash,
      inviteCode: await unusedInviteCode(tx),
      inviterId: inviter?.id ?? null,
      // An operator's invitee joins the operator's fleet; so does the invitee of one of its members.
      operatorId: inviter ? (inviter.isOperator ? inviter.id : inviter.operatorId) : null,
    });
    return startSession(tx, member, ctx);
  });
}

export type LoginInput = {
  mobile: string;
  password: string;
  login_type: 'member' | 'admin';
  totp_code?: string | undefined;
};

/**
 * The signed-in member's password again, before something that moves value (a wallet address): a wrong
 * one counts toward the login lockout like a failed login, so it cannot be guessed here instead.
 */
export async function confirmPassword(
  deps: Deps,
  member: MemberRow,
  password: string,
  ctx: Pick<ClientContext, 'ip'>,
): Promise<void> {
  await checkPassword(deps, member.mobile, password, ctx);
}

/**
 * Signs in with the password, then the authenticator's code when the account has one (issue 49):
 * without a code such a sign-in asks for it; an account that must have one and has none signs in only
 * to set it up.
 */
export async function login(deps: Deps, input: LoginInput, ctx: ClientContext): Promise<LoginData> {
  const member = await checkPassword(deps, input.mobile, input.password, ctx);
  if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  if (input.login_type === 'admin' && !member.isOperator && !member.isSuperman)
    throw new AppError('NOT_ADMIN');
  let start: SessionStart = { purpose: 'full', secondFactor: false };
  if (member.totpEnabledAt) {
    if (!input.totp_code) throw new AppError('SECOND_FACTOR_CODE_REQUIRED');
    await checkSecondFactorCode(deps, member, input.totp_code, ctx);
    start = { purpose: 'full', secondFactor: true };
  } else if (await mustHaveSecondFactor(deps, member)) {
    start = { purpose: 'enroll', secondFactor: false };
  }
  await noteSignIn(deps, member, ctx);
  return startSession(deps.db, member, ctx, start);
}

export async function resetPassword(
  deps: Deps,
  input: { mobile: string; code: string; password: string },
): Promise<void> {
  assertAcceptablePassword(input.mobile, input.password);
  const passwordHash = await hashPassword(input.password);
  await withValidCode(deps, { mobile: input.mobile, purpose: 'reset', code: input.code }, async (tx) => {
    const member = await repo.findMemberByMobile(tx, input.mobile);
    if (!member || member.status !== 'active') throw new AppError('SMS_CODE_INVALID');
    await repo.updatePasswordHash(tx, member.id, passwordHash);
    // Whoever knew the old password is signed out everywhere.
    await repo.revokeAllTokens(tx, member.id);
  });
}

export async function logout(deps: Deps, tokenHash: string | null): Promise<void> {
  if (tokenHash) await repo.revokeToken(deps.db, tokenHash);
}

export async function updateProfile(
  deps: Deps,
  member: MemberRow,
  input: { is_hide_rank: 0 | 1 },
): Promise<MemberInfo> {
  await repo.updateHideRank(deps.db, member.id, input.is_hide_rank);
  const fresh = await repo.findMemberById(deps.db, member.id);
  if (!fresh) throw new AppError('NOT_FOUND');
  return toMemberInfo(fresh);
}

// ---- closing an account (issue 11 §2, decision 0020) ------------------------------------------

type ClosureState = repo.ClosureCounts & MemberBalances;

/** The counts of what is still open, and the money the ledger holds for the member. */
async function closureState(db: DbOrTx, memberId: number): Promise<ClosureState> {
  return { ...(await repo.closureCounts(db, memberId)), ...(await memberBalances(db, memberId)) };
}

function blockersOf(counts: ClosureState): ClosureBlocker[] {
  const blockers: ClosureBlocker[] = [];
  if (counts.devices > 0) blockers.push('devices');
  else if (counts.unsettled_holdings > 0) blockers.push('unsettled');
  if (counts.balanceFen > 0) blockers.push('balance');
  if (counts.reserveFen > 0 || counts.withdrawals > 0) blockers.push('reserve');
  if (counts.orders > 0) blockers.push('orders');
  if (counts.sub_members > 0) blockers.push('sub_members');
  return blockers;
}

/** What stands in the way of closing the caller's account, each with what to do first. */
export async function closureCheck(deps: Deps, member: MemberRow): Promise<ClosureCheck> {
  const counts = await closureState(deps.db, member.id);
  const blockers = blockersOf(counts);
  return {
    can_close: blockers.length === 0,
    blockers: blockers.map((code) => ({ code, msg: CLOSURE_BLOCKERS[code] })),
    balance_fen: counts.balanceFen,
    reserve_fen: counts.reserveFen,
    devices: counts.devices,
  };
}

/**
 * Closes the caller's account, with the current password, only when nothing stands in the way: no
 * device, no money in the balance or the reserve, no withdrawal or order in progress, no sub-member.
 * The checks run again under a lock on the member, so a bind or a credit racing the closure either
 * lands first (and refuses it) or finds the account closed. The account's history (ledger, income,
 * holdings) stays under its id forever; the mobile may register again as a new account.
 */
export async function closeAccount(
  deps: Deps,
  member: MemberRow,
  password: string,
  ctx: Pick<ClientContext, 'ip'>,
): Promise<void> {
  await confirmPassword(deps, member, password, ctx);
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    const blockers = blockersOf(await closureState(tx, member.id));
    if (blockers.length > 0) {
      throw new AppError('ACCOUNT_NOT_CLOSABLE', blockers.map((b) => CLOSURE_BLOCKERS[b]).join('；'), {
        blockers: blockers.map((code) => ({ code, msg: CLOSURE_BLOCKERS[code] })),
      });
    }
    await repo.markClosed(tx, member.id);
  });
}
