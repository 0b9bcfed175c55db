import { main2Reply, rankRecordQuery, rankRecordReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as home from './home.service.ts';

const tag = ['首页'];

export const homeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The member home is every member's first call: written by a serializer compiled from the contract
  // schema (checked against it in tests), like the device list (issue 17 §3).
  const main2Json = compiledReply(main2Reply, deps.config);

  app.get(
    '/api/default/main2',
    {
      schema: {
        tags: tag,
        summary: '会员首页数据：概览、横幅、本月流量与收益、昨日收益排行、昨日带宽、区域指数、消息',
        response: { 200: main2Reply },
      },
    },
    async (req, reply) => {
      return sendJson(reply, main2Json(ok(await home.main2(deps, currentMember(req)))));
    },
  );

  app.get(
    '/api/default/rank-record',
    {
      schema: {
        tags: tag,
        summary: '收益排行（某个已结算日，默认昨天；隐藏排名的会员显示为匿名会员）',
        querystring: rankRecordQuery,
        response: { 200: rankRecordReply },
      },
    },
    async (req) => {
      const { data, pages, day, me } = await home.rankRecord(deps, currentMember(req), req.query);
      return okList(data, pages, { day, me });
    },
  );
};
