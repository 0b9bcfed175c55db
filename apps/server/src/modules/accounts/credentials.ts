import { LOGIN_THROTTLE } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { attemptCounter } from '../throttle/throttle.service.ts';
import * as repo from './accounts.repo.ts';
import type { MemberRow } from './accounts.repo.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import * as security from './security.repo.ts';
import { acceptedStep, isRecoveryCodeShape, recoveryCodeHash } from './totp.ts';

/**
 * What proves who someone is: the password and the second factor (issue 49). Every wrong try of
 * either counts toward one lockout per account and per address (DESIGN §5), so a code cannot be
 * guessed where a password could not.
 */

export type ClientContext = { ip: string; userAgent: string };

/** The purpose a sealed TOTP secret is encrypted for (lib/crypto's key derivation). */
export const TOTP_SECRET_PURPOSE = 'totp-secret';

function failures(deps: Deps, mobile: string, ip: string) {
  return {
    account: attemptCounter(deps.db, `login-fail:m:${mobile}`, LOGIN_THROTTLE.windowSeconds),
    address: attemptCounter(deps.db, `login-fail:ip:${ip}`, LOGIN_THROTTLE.windowSeconds),
  };
}

async function assertNotLocked(counters: ReturnType<typeof failures>): Promise<void> {
  if (
    (await counters.account.reached(LOGIN_THROTTLE.perAccount)) ||
    (await counters.address.reached(LOGIN_THROTTLE.perIp))
  ) {
    throw new AppError('LOGIN_LOCKED');
  }
}

async function countFailure(counters: ReturnType<typeof failures>): Promise<void> {
  await counters.account.count();
  await counters.address.count();
}

export function assertAcceptablePassword(mobile: string, password: string): void {
  if (password === mobile) throw new AppError('PASSWORD_SAME_AS_MOBILE');
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}

export { hashPassword };

/**
 * The password check of login and of anything else that asks for the password again: failures count
 * toward the lockout.
 */
export async function checkPassword(
  deps: Deps,
  mobile: string,
  password: string,
  ctx: Pick<ClientContext, 'ip'>,
): Promise<MemberRow> {
  const counters = failures(deps, mobile, ctx.ip);
  await assertNotLocked(counters);
  const member = await repo.findMemberByMobile(deps.db, mobile);
  if (!(await verifyPassword(member?.passwordHash, password)) || !member) {
    await countFailure(counters);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // With an authenticator, a code follows: the wrong tries are forgotten only once it is right too.
  if (!member.totpEnabledAt) await counters.account.clear();
  return member;
}

/**
 * An authenticator code (each accepted once, ±1 step of drift) or an unused recovery code of the
 * member's, checked against `secretSealed` (the member's secret, or the one being set up); a wrong one
 * counts toward the lockout and answers SECOND_FACTOR_CODE_INVALID.
 */
export async function checkSecondFactorCode(
  deps: Deps,
  member: MemberRow,
  code: string,
  ctx: Pick<ClientContext, 'ip'>,
  options: { recoveryCodes: boolean } = { recoveryCodes: true },
): Promise<void> {
  const counters = failures(deps, member.mobile, ctx.ip);
  await assertNotLocked(counters);
  if (!(await codeIsRight(deps, member, code.trim(), options.recoveryCodes))) {
    await countFailure(counters);
    throw new AppError('SECOND_FACTOR_CODE_INVALID');
  }
  await counters.account.clear();
}

async function codeIsRight(deps: Deps, member: MemberRow, code: string, recoveryCodes: boolean) {
  if (isRecoveryCodeShape(code)) {
    return (
      recoveryCodes &&
      security.useRecoveryCode(deps.db, member.id, recoveryCodeHash(deps.config.appSecret, member.id, code))
    );
  }
  const factor = await security.findSecondFactor(deps.db, member.id);
  if (!factor) return false;
  const secret = decryptSecret(deps.config.appSecret, TOTP_SECRET_PURPOSE, factor.secretSealed);
  const step = await acceptedStep(secret, code, factor.lastStep);
  return step !== null && security.claimStep(deps.db, member.id, step);
}
