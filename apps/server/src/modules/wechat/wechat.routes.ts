import { jsApiSignQuery, jsApiSignReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
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
};
