import type { AutoLoginBody, LoginData, PartnerSign } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import {
  partnerSign,
  partnerSignMatches,
  partnerTimeFresh,
} from '../../integrations/partner/partner-sign.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findMemberByMobile,
  startSession,
  type ClientContext,
  type MemberRow,
} from '../accounts/accounts.service.ts';
import * as repo from './partner.repo.ts';

/** Forgets used partner signs once they can no longer be replayed; run by the housekeeping job. */
export { pruneUsedSigns } from './partner.repo.ts';

/**
 * The sign that lets the web app sign the caller in on the partner host (SPEC §7): made here, so the
 * shared secret never reaches a browser (DESIGN §5). Valid for 300 s and, on the partner, once.
 */
export function signForPartner(deps: Pick<Deps, 'config'>, member: MemberRow): PartnerSign {
  const { partner } = deps.config;
  if (!partner.host) throw new AppError('PARTNER_DISABLED');
  const fields = { from: partner.from, mobile: member.mobile, time: Math.floor(Date.now() / 1000) };
  return { host: partner.host, ...fields, sign: partnerSign(partner.secret, fields) };
}

/**
 * The sister service signs one of its members in here (POST /api/default/auto-login): a known source,
 * a time within 300 s, the sign under the shared secret, and a sign never used before — recorded in
 * the same transaction that starts the session, so two deliveries of one sign start one session.
 * Only members who have an account here can be signed in; the partner cannot create accounts.
 */
export async function autoLogin(deps: Deps, body: AutoLoginBody, ctx: ClientContext): Promise<LoginData> {
  const { partner } = deps.config;
  const fields = { from: body.from, mobile: body.mobile, time: body.time };
  if (!partner.host || !partner.acceptFrom.includes(body.from)) throw new AppError('PARTNER_SIGN_INVALID');
  if (!partnerSignMatches(partner.secret, fields, body.sign)) throw new AppError('PARTNER_SIGN_INVALID');
  if (!partnerTimeFresh(body.time)) throw new AppError('PARTNER_SIGN_EXPIRED');
  return deps.db.transaction(async (tx) => {
    if (!(await repo.claimSign(tx, { sign: body.sign, source: body.from, mobile: body.mobile })))
      throw new AppError('PARTNER_SIGN_USED');
    const member = await findMemberByMobile(tx, body.mobile);
    if (!member) throw new AppError('PARTNER_MEMBER_UNKNOWN');
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return startSession(tx, member, ctx);
  });
}
