import {
  bindWechatBody,
  emptyReply,
  jsApiSignQuery,
  jsApiSignReply,
  wechatOauthUrlQuery,
  wechatOauthUrlReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as binding from './wechat-binding.service.ts';
import * as wechat from './wechat.service.ts';

const tag = ['微信'];

export const wechatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/member/js-api-sign',
    {
      config: { auth: 'member' },
      schema: {
        tags: tag,
        summary: '微信 JS-SDK 签名（wx.config 参数）',
        querystring: jsApiSignQuery,
        response: { 200: jsApiSignReply },
      },
    },
    async (req) => ok(await wechat.jsApiSign(deps, req.query.url)),
  );

  // Binding the member's WeChat account (/account/index, and before JSAPI payment).
  app.get(
    '/api/member/wechat-oauth-url',
    {
      schema: {
        tags: tag,
        summary: '微信网页授权地址（snsapi_base，用于绑定微信）',
        querystring: wechatOauthUrlQuery,
        response: { 200: wechatOauthUrlReply },
      },
    },
    async (req) => ok(binding.oauthUrl(deps, currentMember(req).id, req.query.redirect)),
  );
  app.post(
    '/api/member/bind-wechat',
    {
      schema: {
        tags: tag,
        summary: '用微信授权回跳的 code 绑定微信',
        body: bindWechatBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await binding.bindWechat(deps, currentMember(req).id, req.body.code, req.body.state);
      return ok(null, '微信已绑定');
    },
  );
  app.get(
    '/api/member/unbind-wechat',
    { schema: { tags: tag, summary: '解绑微信', response: { 200: emptyReply } } },
    async (req) => {
      await binding.unbindWechat(deps, currentMember(req).id);
      return ok(null, '已解绑微信');
    },
  );
};
