import { speedQuery, speedReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as tongji from './tongji.service.ts';

const tag = ['统计'];

export const tongjiRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/tongji/speed',
    {
      schema: {
        tags: tag,
        summary: '全天带宽曲线（默认昨天）：288 个五分钟点、峰值、95 值',
        querystring: speedQuery,
        response: { 200: speedReply },
      },
    },
    async (req) => ok(await tongji.speedChart(deps, currentMember(req), req.query.day)),
  );
};
