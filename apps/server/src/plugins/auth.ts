import {
  API_TOKENS,
  defaultLogoutCall,
  memberInfoCall,
  secondFactorEnableCall,
  secondFactorSetupCall,
  secondFactorStatusCall,
  type AuthLevel,
} from '@nodebao/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import { sessionOfToken, type MemberRow } from '../modules/accounts/accounts.service.ts';
import { assertFreshSecondFactor } from '../modules/accounts/second-factor.service.ts';
import { touchSession } from '../modules/accounts/sessions.service.ts';
import { apiTokenCaller } from '../modules/open-api/open-api.service.ts';

/**
 * Who may call a route (the contract's call says it; the route carries it in `config.auth`); an /api
 * route that says nothing needs a signed-in member (deny by default).
 */
export type { AuthLevel };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The call asks for a fresh authenticator code (the contract's `stepUp`, issue 49). */
    stepUp?: boolean;
  }
  interface FastifyRequest {
    member: MemberRow | null;
    tokenHash: string | null;
    /** The hash of the API token the caller came with (/api/open/* only, issue 50 §2): its rate limit's key. */
    apiTokenHash: string | null;
  }
}

/**
 * What a token signed in only to set up the authenticator may call (a staff account that must have
 * one and has none, issue 49 §1): everything else answers SECOND_FACTOR_ENROLL_REQUIRED.
 */
const ENROLLMENT_CALLS = new Set(
  [
    memberInfoCall,
    defaultLogoutCall,
    secondFactorStatusCall,
    secondFactorSetupCall,
    secondFactorEnableCall,
  ].map((c) => `${c.method} ${c.path}`),
);

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller, or a 401 AppError for routes that need one. */
export function currentMember(req: FastifyRequest): MemberRow {
  if (!req.member) throw new AppError('NOT_LOGGED_IN');
  return req.member;
}

/** The caller's token (its hash), for calls about the caller's own session. */
export function currentTokenHash(req: FastifyRequest): string {
  if (!req.tokenHash) throw new AppError('NOT_LOGGED_IN');
  return req.tokenHash;
}

function authLevelOf(req: FastifyRequest): AuthLevel {
  if (req.routeOptions.config.auth) return req.routeOptions.config.auth;
  const route = req.routeOptions.url;
  // Unmatched URLs (404s), the web app and the API docs UI are public; any other /api route is not.
  if (!route || !route.startsWith('/api/') || route.startsWith('/api/docs')) return 'public';
  return 'member';
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { deps: Deps }) => {
  app.decorateRequest('member', null);
  app.decorateRequest('tokenHash', null);
  app.decorateRequest('apiTokenHash', null);

  app.addHook('onRequest', async (req) => {
    const level = authLevelOf(req);
    if (level === 'public') return;

    const token = bearerToken(req);
    // An API token (issue 50 §2, decision 0044) is told apart by its prefix: it is the only way into
    // /api/open/*, read-only and as its owner, and reaches nothing else.
    const apiToken = token?.startsWith(API_TOKENS.secretPrefix) === true;
    if (level === 'apiToken') {
      if (!token || !apiToken) throw new AppError('API_TOKEN_REQUIRED');
      const tokenHash = sha256Hex(token);
      req.member = await apiTokenCaller(opts.deps, tokenHash, req.ip);
      req.apiTokenHash = tokenHash;
      return;
    }
    if (apiToken) throw new AppError('API_TOKEN_NOT_HERE');

    let enrolling = false;
    if (token) {
      const tokenHash = sha256Hex(token);
      const session = await sessionOfToken(opts.deps, tokenHash);
      if (session) {
        req.member = session.member;
        req.tokenHash = tokenHash;
        enrolling = session.purpose === 'enroll';
        touchSession(opts.deps, tokenHash, session.lastSeenAt);
      }
    }
    if (level === 'optional') return;
    if (!req.member || !req.tokenHash) throw new AppError('NOT_LOGGED_IN');
    if (enrolling && !ENROLLMENT_CALLS.has(`${req.method} ${req.routeOptions.url ?? ''}`))
      throw new AppError('SECOND_FACTOR_ENROLL_REQUIRED');
    if (level === 'operator' && !req.member.isOperator && !req.member.isSuperman)
      throw new AppError('FORBIDDEN');
    if (level === 'superman' && !req.member.isSuperman) throw new AppError('FORBIDDEN');
    if (req.routeOptions.config.stepUp) await assertFreshSecondFactor(opts.deps, req.member, req.tokenHash);
  });
});
