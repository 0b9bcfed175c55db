import { autoLoginBody, loginReply, partnerSignReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as partner from './partner.service.ts';

const tag = ['账号'];

export const partnerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/member/partner-sign',
    {
      schema: { tags: tag, summary: '伙伴站自动登录签名（服务端计算）', response: { 200: partnerSignReply } },
    },
    async (req) => ok(partner.signForPartner(deps, currentMember(req))),
  );

  app.post(
    '/api/default/auto-login',
    {
      // Same per-address cap as the other sign-in calls.
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: tag,
        summary: '伙伴站会员自动登录',
        body: autoLoginBody,
        response: { 200: loginReply },
      },
    },
    async (req) =>
      ok(
        await partner.autoLogin(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }),
        '登录成功',
      ),
  );
};
