import { RECOVERY_CODE_COUNT, type SecondFactorStatus } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { encryptSecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { isoTimestamp } from '../../lib/time.ts';
import { getParams } from '../params/params.service.ts';
import type { MemberRow } from './accounts.repo.ts';
import {
  checkPassword,
  checkSecondFactorCode,
  TOTP_SECRET_PURPOSE,
  type ClientContext,
} from './credentials.ts';
import * as security from './security.repo.ts';
import { mustHaveSecondFactor } from './sessions.service.ts';
import { newRecoveryCode, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp.ts';

/**
 * An authenticator app as a second factor (issue 49 §1, decision 0042): set up with the password, a
 * QR code and a first code; ten recovery codes shown once; off or new recovery codes only with the
 * password and a code; and a fresh code before the money and fleet actions of staff (step-up).
 */

export async function secondFactorStatus(deps: Deps, member: MemberRow): Promise<SecondFactorStatus> {
  const params = await getParams(deps.db);
  return {
    on: member.totpEnabledAt !== null,
    required: await mustHaveSecondFactor(deps, member),
    enabled_at: member.totpEnabledAt && isoTimestamp(member.totpEnabledAt),
    recovery_codes_left: member.totpEnabledAt ? await security.countRecoveryCodesLeft(deps.db, member.id) : 0,
    step_up_minutes: params.security.step_up_minutes,
  };
}

/** Begins a setup: a new secret (replacing any setup not finished), not in force until a code confirms it. */
export async function beginSetup(
  deps: Deps,
  member: MemberRow,
  password: string,
  ctx: Pick<ClientContext, 'ip'>,
): Promise<{ secret: string; otpauth_uri: string }> {
  await checkPassword(deps, member.mobile, password, ctx);
  if (member.totpEnabledAt) throw new AppError('SECOND_FACTOR_ALREADY_ON');
  const secret = newTotpSecret();
  await security.storeSecret(
    deps.db,
    member.id,
    encryptSecret(deps.config.appSecret, TOTP_SECRET_PURPOSE, secret),
  );
  return { secret, otpauth_uri: otpauthUri(secret, member.mobile) };
}

/** Hashes of a fresh set of recovery codes, and the codes to show once. */
function freshRecoveryCodes(deps: Deps, member: MemberRow): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(deps.config.appSecret, member.id, code)) };
}

/**
 * The first code from the app confirms the setup: the factor is on, the recovery codes are made, and
 * this session counts as having typed a code (a staff member signed in only to set it up may now work).
 */
export async function enable(
  deps: Deps,
  member: MemberRow,
  tokenHash: string,
  code: string,
  ctx: Pick<ClientContext, 'ip'>,
): Promise<{ recovery_codes: string[] }> {
  if (member.totpEnabledAt) throw new AppError('SECOND_FACTOR_ALREADY_ON');
  const pending = await security.findSecondFactor(deps.db, member.id);
  if (!pending) throw new AppError('SECOND_FACTOR_SETUP_MISSING');
  // Recovery codes do not exist yet: only the app's code proves it holds the secret.
  await checkSecondFactorCode(deps, member, code, ctx, { recoveryCodes: false });
  const { codes, hashes } = freshRecoveryCodes(deps, member);
  await deps.db.transaction(async (tx) => {
    await security.setTotpEnabledAt(tx, member.id, true);
    await security.replaceRecoveryCodes(tx, member.id, hashes);
    await security.markSecondFactor(tx, tokenHash);
    await security.endEnrollment(tx, tokenHash);
  });
  return { recovery_codes: codes };
}

/** Off, with the password and a code (or a recovery code); never for an account that must have it. */
export async function disable(
  deps: Deps,
  member: MemberRow,
  input: { password: string; code: string },
  ctx: Pick<ClientContext, 'ip'>,
): Promise<void> {
  await confirmBoth(deps, member, input, ctx);
  if (await mustHaveSecondFactor(deps, member)) throw new AppError('SECOND_FACTOR_MANDATORY');
  await deps.db.transaction(async (tx) => {
    await security.setTotpEnabledAt(tx, member.id, false);
    await security.deleteSecondFactor(tx, member.id);
  });
}

/** New recovery codes (the old ones stop working), with the password and a code. */
export async function regenerateRecoveryCodes(
  deps: Deps,
  member: MemberRow,
  input: { password: string; code: string },
  ctx: Pick<ClientContext, 'ip'>,
): Promise<{ recovery_codes: string[] }> {
  await confirmBoth(deps, member, input, ctx);
  const { codes, hashes } = freshRecoveryCodes(deps, member);
  await security.replaceRecoveryCodes(deps.db, member.id, hashes);
  return { recovery_codes: codes };
}

async function confirmBoth(
  deps: Deps,
  member: MemberRow,
  input: { password: string; code: string },
  ctx: Pick<ClientContext, 'ip'>,
): Promise<void> {
  if (!member.totpEnabledAt) throw new AppError('SECOND_FACTOR_NOT_ON');
  await checkPassword(deps, member.mobile, input.password, ctx);
  await checkSecondFactorCode(deps, member, input.code, ctx);
}

/** A fresh code for this session (step-up): the actions that ask for one pass for a few minutes. */
export async function verifyStepUp(
  deps: Deps,
  member: MemberRow,
  tokenHash: string,
  code: string,
  ctx: Pick<ClientContext, 'ip'>,
): Promise<void> {
  if (!member.totpEnabledAt) throw new AppError('SECOND_FACTOR_NOT_ON');
  await checkSecondFactorCode(deps, member, code, ctx);
  await security.markSecondFactor(deps.db, tokenHash);
}

/**
 * The one place a call marked `stepUp` in the contract is checked (plugins/auth.ts): a caller with an
 * authenticator must have typed a code in this session within the last few minutes. A caller without
 * one is not asked (outside production, staff without it; in production staff cannot get this far).
 */
export async function assertFreshSecondFactor(
  deps: Deps,
  member: MemberRow,
  tokenHash: string,
): Promise<void> {
  if (!member.totpEnabledAt) return;
  const seconds = await security.secondsSinceSecondFactor(deps.db, tokenHash);
  const { step_up_minutes } = (await getParams(deps.db)).security;
  if (seconds === null || seconds > step_up_minutes * 60) throw new AppError('STEP_UP_REQUIRED');
}
