import { defaultAutoLoginCall, memberPartnerSignCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as partner from './partner.service.ts';
import { route } from '../../lib/route.ts';

export const partnerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, memberPartnerSignCall, async (req) => ok(partner.signForPartner(deps, currentMember(req))));

  route(app, defaultAutoLoginCall, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) =>
    ok(
      await partner.autoLogin(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }),
      '登录成功',
    ),
  );
};
