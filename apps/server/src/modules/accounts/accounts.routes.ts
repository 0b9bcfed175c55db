import {
  emptyReply,
  loginBody,
  loginReply,
  memberInfoReply,
  memberUpdateBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeReply,
} from '@nodebao/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as accounts from './accounts.service.ts';
import { issueCode } from './sms-codes.service.ts';

const tag = ['账号'];
// Per-IP caps on the auth calls, on top of the per-mobile and per-account rules in the services.
const authRateLimit = { max: 30, timeWindow: 60_000 };

function clientOf(req: FastifyRequest): accounts.ClientContext {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
}

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/default/send-code',
    {
      config: { auth: 'public', rateLimit: authRateLimit },
      schema: {
        tags: tag,
        summary: '发送短信验证码（注册/找回密码）',
        body: sendCodeBody,
        response: { 200: sendCodeReply },
      },
    },
    async (req) => ok(await issueCode(deps, { ...req.body, ip: req.ip }), '验证码已发送'),
  );

  app.post(
    '/api/default/register',
    {
      config: { auth: 'public', rateLimit: authRateLimit },
      schema: { tags: tag, summary: '注册', body: registerBody, response: { 200: loginReply } },
    },
    async (req) => ok(await accounts.register(deps, req.body, clientOf(req)), '注册成功'),
  );

  app.post(
    '/api/default/login',
    {
      config: { auth: 'public', rateLimit: authRateLimit },
      schema: {
        tags: tag,
        summary: '登录（会员或管理员入口）',
        body: loginBody,
        response: { 200: loginReply },
      },
    },
    async (req) => ok(await accounts.login(deps, req.body, clientOf(req)), '登录成功'),
  );

  app.post(
    '/api/default/reset-password',
    {
      config: { auth: 'public', rateLimit: authRateLimit },
      schema: { tags: tag, summary: '重置密码', body: resetPasswordBody, response: { 200: emptyReply } },
    },
    async (req) => {
      await accounts.resetPassword(deps, req.body);
      return ok(null, '密码已重置，请重新登录');
    },
  );

  app.post(
    '/api/default/logout',
    {
      config: { auth: 'optional' },
      schema: { tags: tag, summary: '退出登录', response: { 200: emptyReply } },
    },
    async (req) => {
      await accounts.logout(deps, req.tokenHash);
      return ok(null, '已退出登录');
    },
  );

  app.get(
    '/api/member/info',
    { schema: { tags: tag, summary: '当前会员信息', response: { 200: memberInfoReply } } },
    async (req) => ok(accounts.toMemberInfo(currentMember(req))),
  );

  app.post(
    '/api/member/update',
    {
      schema: {
        tags: tag,
        summary: '修改会员设置（排行榜隐身）',
        body: memberUpdateBody,
        response: { 200: memberInfoReply },
      },
    },
    async (req) => ok(await accounts.updateProfile(deps, currentMember(req), req.body), '已保存'),
  );
};
