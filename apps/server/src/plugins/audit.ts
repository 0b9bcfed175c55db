import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asAuditSource, type AuditSource } from '../db/audit-context.ts';

/** Methods that change nothing, but for a GET the contract says writes (`writes: true`). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `writes`: a GET whose changes are audited like a POST's. */
    writes?: boolean;
  }
}

/** A signed-in person's call as the trail names it (decision 0043). */
function auditSourceOf(req: FastifyRequest): AuditSource | null {
  const member = req.member;
  if (!member || (READS.has(req.method) && !req.routeOptions.config.writes)) return null;
  const summary = (req.routeOptions.schema as { summary?: string } | undefined)?.summary ?? null;
  return {
    actor: member.id,
    role: member.isSuperman ? 'staff' : member.isOperator ? 'operator' : 'member',
    ip: req.ip,
    request: String(req.id),
    call: `${req.method} ${req.routeOptions.url ?? req.url}`,
    // The contract's summary up to its notes: 添加或修改收款账户（支付宝或银行卡…） → 添加或修改收款账户.
    action: summary
      ? summary
          .split(/[（(：:]/)[0]!
          .trim()
          .slice(0, 64)
      : null,
  };
}

/**
 * Runs every signed-in call that may write as its person (db/audit-context.ts): the audit trigger
 * then writes one trail row for each statement that changes an audited table (naming every object it
 * changed and what moved in each), in the same transaction.
 * A preHandler, like the standby's: authentication (onRequest) has resolved the member, and the
 * handler with everything it awaits runs in the async context set here.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (req, _reply, done) => {
    const source = auditSourceOf(req);
    if (!source) return done();
    asAuditSource(source, () => done());
  });
});
