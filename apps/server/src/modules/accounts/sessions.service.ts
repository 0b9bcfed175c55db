import { ERRORS, type SessionInfo } from '@nodebao/contract';
import Bowser from 'bowser';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { isoTimestamp } from '../../lib/time.ts';
import { notify } from '../messages/messages.service.ts';
import { getParams, type Params } from '../params/params.service.ts';
import * as repo from './accounts.repo.ts';
import type { MemberRow } from './accounts.repo.ts';
import { assertAcceptablePassword, checkPassword, hashPassword, type ClientContext } from './credentials.ts';
import * as security from './security.repo.ts';

/**
 * Sessions a member can see and end (issue 49 §3, decision 0042): every sign-in is a token with an
 * idle and an absolute lifetime, shorter for platform staff; the member lists them, ends one or all
 * the others; a password change ends the others too; a sign-in from a browser the account never used
 * leaves a message (and an SMS to staff).
 */

/** How long a new session lives unused and at most, by who signs in. */
export function sessionLifetimes(
  member: MemberRow,
  p: Params['security'],
): { idleSeconds: number; absoluteSeconds: number } {
  return member.isSuperman
    ? { idleSeconds: p.staff_idle_minutes * 60, absoluteSeconds: p.staff_absolute_hours * 3600 }
    : { idleSeconds: p.member_idle_days * 86_400, absoluteSeconds: p.member_absolute_days * 86_400 };
}

/**
 * Whether the account must have an authenticator: platform staff in production, operators when staff
 * have said so. Outside production staff sign in with the password alone (a banner asks them), so a
 * newcomer and the tests need no authenticator app.
 */
export async function mustHaveSecondFactor(deps: Deps, member: MemberRow): Promise<boolean> {
  if (member.isSuperman) return deps.config.env === 'production';
  if (member.isOperator) return (await getParams(deps.db)).security.operators_must_have_second_factor;
  return false;
}

/** What a user agent says of itself, in a few words: 微信 8.0 · iOS 17.0. */
export function deviceLabel(userAgent: string | null): string {
  const parsed = Bowser.getParser(userAgent || ' ').getResult();
  const browser = parsed.browser.name
    ? `${parsed.browser.name === 'WeChat' ? '微信' : parsed.browser.name} ${(parsed.browser.version ?? '').split('.').slice(0, 2).join('.')}`.trim()
    : '';
  const os = parsed.os.name
    ? `${parsed.os.name} ${parsed.os.versionName ?? parsed.os.version ?? ''}`.trim()
    : '';
  return [browser, os].filter(Boolean).join(' · ') || '未知设备';
}

/**
 * Before a sign-in's token is made: if the account signed in before but never from this browser,
 * tell the member (an in-app message; staff get an SMS too). A lost message never stops a sign-in.
 */
export async function noteSignIn(deps: Deps, member: MemberRow, ctx: ClientContext): Promise<void> {
  try {
    const userAgent = ctx.userAgent.slice(0, 256);
    if (await security.hasSignedInWith(deps.db, member.id, userAgent)) return;
    if (!(await repo.hasAnyToken(deps.db, member.id))) return;
    const device = deviceLabel(userAgent);
    const time = new Intl.DateTimeFormat('zh-CN', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'short',
      hour12: false,
    }).format(new Date());
    await notify(deps.db, [
      {
        memberId: member.id,
        kind: 'system',
        deviceId: null,
        title: '新设备登录提醒',
        content: `你的账号于 ${time}（北京时间）在新设备登录：${device}，地址 ${ctx.ip}。如非本人操作，请立即修改密码，并在“我的 → 登录设备”退出该设备。`,
      },
    ]);
    if (member.isSuperman) {
      deps.sms
        .send({
          mobile: member.mobile,
          template: 'sign-in-notice',
          params: { time, device: device.slice(0, 20) },
        })
        .catch((err: unknown) => deps.log.error({ err }, 'sign-in notice SMS failed'));
    }
  } catch (err) {
    deps.log.warn({ err, memberId: member.id }, 'new-device notice not left');
  }
}

/** A token's use is written at most once a minute: its idle lifetime is counted in minutes, not requests. */
const TOUCH_EVERY_MS = 60_000;
/** When this process last wrote a token's use (bounded: cleared when it grows past a day's sign-ins). */
const touchedAt = new Map<string, number>();

/**
 * Notes that a token served a request (its idle lifetime starts again), in the background: a
 * database fault here never fails the request it came with.
 */
export function touchSession(deps: Deps, tokenHash: string, lastSeenAt: Date): void {
  const now = Date.now();
  const last = Math.max(lastSeenAt.getTime(), touchedAt.get(tokenHash) ?? 0);
  if (now - last < TOUCH_EVERY_MS) return;
  if (touchedAt.size >= 50_000) touchedAt.clear();
  touchedAt.set(tokenHash, now);
  security.touchSession(deps.db, tokenHash).catch((err: unknown) => {
    deps.log.debug({ err }, 'session use not written');
  });
}

/** The member's live sessions, this one marked. */
export async function listSessions(deps: Deps, member: MemberRow, tokenHash: string): Promise<SessionInfo[]> {
  const rows = await security.listLiveSessions(deps.db, member.id);
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    created_at: isoTimestamp(row.createdAt),
    last_seen_at: isoTimestamp(row.lastSeenAt),
    current: row.tokenHash === tokenHash,
  }));
}

/** Ends one of the member's sessions (its token is refused from the next request on). */
export async function endSession(deps: Deps, member: MemberRow, id: number): Promise<{ revoked: number }> {
  const revoked = await security.revokeSession(deps.db, member.id, id);
  if (revoked === 0) throw new AppError('SESSION_NOT_FOUND');
  return { revoked };
}

export async function endOtherSessions(
  deps: Deps,
  member: MemberRow,
  tokenHash: string,
): Promise<{ revoked: number }> {
  return { revoked: await security.revokeOtherSessions(deps.db, member.id, tokenHash) };
}

/** A new password, with the current one; every other session ends (whoever knew the old one). */
export async function changePassword(
  deps: Deps,
  member: MemberRow,
  tokenHash: string,
  input: { old_password: string; password: string },
  ctx: Pick<ClientContext, 'ip'>,
): Promise<void> {
  try {
    await checkPassword(deps, member.mobile, input.old_password, ctx);
  } catch (err) {
    if (err instanceof AppError && err.errorCode === ERRORS.INVALID_CREDENTIALS.code)
      throw new AppError('PASSWORD_WRONG');
    throw err;
  }
  assertAcceptablePassword(member.mobile, input.password);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, member.id, passwordHash);
    await security.revokeOtherSessions(tx, member.id, tokenHash);
  });
}
