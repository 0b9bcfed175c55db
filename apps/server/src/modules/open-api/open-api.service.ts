import { randomBytes } from 'node:crypto';
import { API_TOKENS, type ApiToken, type ApiTokenState } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { MemberRow } from '../accounts/accounts.service.ts';
import { addressRule, type AddressRule } from './ip-allow.ts';
import * as repo from './open-api.repo.ts';

/**
 * Read-only API tokens (issue 50 §2, decision 0044): made, listed and revoked by their owner with a
 * session; used only on /api/open/*, where the auth plugin asks `apiTokenCaller` who is calling.
 */

/** `nbo_` + 32 random bytes in base64url (43 characters): 256 bits, shown once. */
export function newApiTokenSecret(): string {
  return `${API_TOKENS.secretPrefix}${randomBytes(32).toString('base64url')}`;
}

function stateOf(row: repo.ApiTokenRow, now = Date.now()): ApiTokenState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  return 'active';
}

function toApiToken(row: repo.ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: isoTimestamp(row.createdAt),
    last_used_at: row.lastUsedAt ? isoTimestamp(row.lastUsedAt) : null,
    expires_at: row.expiresAt ? isoTimestamp(row.expiresAt) : null,
    allowed_ips: row.allowedIps,
    state: stateOf(row),
    revoked_at: row.revokedAt ? isoTimestamp(row.revokedAt) : null,
  };
}

export async function listApiTokens(deps: Deps, member: MemberRow): Promise<ApiToken[]> {
  return (await repo.listTokens(deps.db, member.id)).map(toApiToken);
}

/**
 * A new token for the member: never for platform staff (a token that reads every fleet is a leak
 * waiting to happen), at most 20 in force per account (counted with the account locked, so two
 * requests at once cannot both make the 20th).
 */
export async function createApiToken(
  deps: Deps,
  member: MemberRow,
  body: { name: string; expires_days?: number | null; allowed_ips: string[] },
): Promise<{ secret: string; token: ApiToken }> {
  if (member.isSuperman) throw new AppError('API_TOKEN_STAFF_REFUSED');
  const secret = newApiTokenSecret();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from members where id = ${member.id} for update`);
    if ((await repo.countLiveTokens(tx, member.id)) >= API_TOKENS.perAccount)
      throw new AppError('API_TOKEN_LIMIT');
    return repo.insertToken(tx, {
      memberId: member.id,
      name: body.name,
      tokenHash: sha256Hex(secret),
      prefix: secret.slice(0, API_TOKENS.shownPrefix),
      expiresAt: body.expires_days ? new Date(Date.now() + body.expires_days * 86_400_000) : null,
      allowedIps: [...new Set(body.allowed_ips)],
    });
  });
  return { secret, token: toApiToken(row) };
}

export async function revokeApiToken(
  deps: Deps,
  member: MemberRow,
  id: number,
): Promise<{ revoked: number }> {
  const revoked = await repo.revokeToken(deps.db, member.id, id);
  if (revoked === 0) throw new AppError('API_TOKEN_NOT_FOUND');
  return { revoked };
}

type KeptToken = { id: number; member: MemberRow; allows: AddressRule; lastUsedAt: Date | null };

/**
 * Who an API token speaks for, from the address it came from: its owner, while the token is in force
 * (not revoked, not expired) and the owner's account active and not staff's; refused from an address
 * outside its list. Kept by the replica like a session (decision 0031): a revocation or a closed
 * account clears what is kept, here by the write's own reply and elsewhere by the database's notice.
 */
export async function apiTokenCaller(deps: Deps, tokenHash: string, ip: string): Promise<MemberRow> {
  const token = await deps.accountCache.get<KeptToken>(`api-token:${tokenHash}`, async () => {
    const found = await repo.findLiveToken(deps.db, tokenHash);
    if (!found) return undefined;
    const value = Object.freeze({
      id: found.id,
      member: Object.freeze(found.member),
      allows: addressRule(found.allowedIps),
      lastUsedAt: found.lastUsedAt,
    });
    return { value, until: found.expiresAt ?? undefined };
  });
  if (!token) throw new AppError('API_TOKEN_INVALID');
  if (!token.allows(ip)) throw new AppError('API_TOKEN_ADDRESS_REFUSED');
  touchApiToken(deps, tokenHash, token.id, token.lastUsedAt);
  return token.member;
}

const TOUCH_EVERY_MS = 60_000;
/** When this process last wrote each token's use, by its hash (ids repeat across databases in tests). */
const touchedAt = new Map<string, number>();

/** Notes that a token served a request, at most once a minute and in the background (as sessions). */
function touchApiToken(deps: Deps, tokenHash: string, id: number, lastUsedAt: Date | null): void {
  const now = Date.now();
  const last = Math.max(lastUsedAt?.getTime() ?? 0, touchedAt.get(tokenHash) ?? 0);
  if (now - last < TOUCH_EVERY_MS) return;
  if (touchedAt.size >= 50_000) touchedAt.clear();
  touchedAt.set(tokenHash, now);
  repo.touchToken(deps.db, id).catch((err: unknown) => {
    deps.log.debug({ err }, 'API token use not written');
  });
}
