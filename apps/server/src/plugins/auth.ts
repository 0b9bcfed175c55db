import type { AuthLevel } from '@nodebao/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import { memberOfToken, type MemberRow } from '../modules/accounts/accounts.service.ts';

/**
 * Who may call a route (the contract's call says it; the route carries it in `config.auth`); an /api
 * route that says nothing needs a signed-in member (deny by default).
 */
export type { AuthLevel };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    member: MemberRow | null;
    tokenHash: string | null;
  }
}

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

  app.addHook('onRequest', async (req) => {
    const level = authLevelOf(req);
    if (level === 'public') return;

    const token = bearerToken(req);
    if (token) {
      const tokenHash = sha256Hex(token);
      const member = await memberOfToken(opts.deps, tokenHash);
      if (member) {
        req.member = member;
        req.tokenHash = tokenHash;
      }
    }
    if (level === 'optional') return;
    if (!req.member) throw new AppError('NOT_LOGGED_IN');
    if (level === 'operator' && !req.member.isOperator && !req.member.isSuperman)
      throw new AppError('FORBIDDEN');
    if (level === 'superman' && !req.member.isSuperman) throw new AppError('FORBIDDEN');
  });
});
