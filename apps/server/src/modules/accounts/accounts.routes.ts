import {
  memberUpdateCall,
  memberInfoCall,
  defaultLogoutCall,
  defaultResetPasswordCall,
  defaultLoginCall,
  defaultRegisterCall,
  defaultSendCodeCall,
} from '@nodebao/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as accounts from './accounts.service.ts';
import { issueCode } from './sms-codes.service.ts';
import { route } from '../../lib/route.ts';
// Per-IP caps on the auth calls, on top of the per-mobile and per-account rules in the services.
const authRateLimit = { max: 30, timeWindow: 60_000 };

function clientOf(req: FastifyRequest): accounts.ClientContext {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
}

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, defaultSendCodeCall, { config: { rateLimit: authRateLimit } }, async (req) =>
    ok(await issueCode(deps, { ...req.body, ip: req.ip }), '验证码已发送'),
  );

  route(app, defaultRegisterCall, { config: { rateLimit: authRateLimit } }, async (req) =>
    ok(await accounts.register(deps, req.body, clientOf(req)), '注册成功'),
  );

  route(app, defaultLoginCall, { config: { rateLimit: authRateLimit } }, async (req) =>
    ok(await accounts.login(deps, req.body, clientOf(req)), '登录成功'),
  );

  route(app, defaultResetPasswordCall, { config: { rateLimit: authRateLimit } }, async (req) => {
    await accounts.resetPassword(deps, req.body);
    return ok(null, '密码已重置，请重新登录');
  });

  route(app, defaultLogoutCall, async (req) => {
    await accounts.logout(deps, req.tokenHash);
    return ok(null, '已退出登录');
  });

  route(app, memberInfoCall, async (req) => ok(accounts.toMemberInfo(currentMember(req))));

  route(app, memberUpdateCall, async (req) =>
    ok(await accounts.updateProfile(deps, currentMember(req), req.body), '已保存'),
  );
};
