import {
  API_TOKENS,
  apiTokenCreateCall,
  apiTokenListCall,
  apiTokenRevokeCall,
  openDevicesCall,
  openIncomeCall,
  openMetricsCall,
} from '@nodebao/contract';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList, pagesOf } from '../../lib/reply.ts';
import { route } from '../../lib/route.ts';
import { currentMember } from '../../plugins/auth.ts';
import { fleetDevices, fleetIncome, fleetMetrics } from './open-api.fleet.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './open-api.service.ts';
import { PROMETHEUS_CONTENT_TYPE } from './prometheus-text.ts';

/**
 * Each token its own budget on each open call (answered 429 with the envelope beyond it); the auth
 * plugin has checked the token before the count, so a refused token counts nothing.
 */
const perToken = {
  rateLimit: {
    max: API_TOKENS.perMinute,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => req.apiTokenHash ?? req.ip,
  },
};

/**
 * A 12,000-box fleet is ~10 MB of text: gzipped here at level 1 on the thread pool (~0.8 MB), rather
 * than by the app's compression at level 5 on the event loop, which took longer than building the
 * text. Prometheus asks for gzip; a reply with its encoding set is left alone by @fastify/compress.
 */
const gzip = promisify(zlib.gzip);
const acceptsGzip = (req: FastifyRequest) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

export const openApiRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, apiTokenListCall, async (req) => ok(await listApiTokens(deps, currentMember(req))));

  route(app, apiTokenCreateCall, async (req) =>
    ok(await createApiToken(deps, currentMember(req), req.body), '令牌已创建，请立即复制保存，之后不再显示'),
  );

  route(app, apiTokenRevokeCall, async (req) =>
    ok(await revokeApiToken(deps, currentMember(req), req.body.id), '令牌已撤销'),
  );

  route(app, openMetricsCall, { config: perToken }, async (req, reply) => {
    const text = await fleetMetrics(deps, currentMember(req), req.query);
    reply.header('content-type', PROMETHEUS_CONTENT_TYPE).header('cache-control', 'no-store');
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(req)) return reply.send(text);
    return reply.header('content-encoding', 'gzip').send(await gzip(text, { level: 1 }));
  });

  route(app, openDevicesCall, { config: perToken }, async (req) => {
    const { page, pageSize } = req.query;
    const { rows, total } = await fleetDevices(deps, currentMember(req), { page, pageSize });
    return okList(rows, pagesOf(page, pageSize, total));
  });

  route(app, openIncomeCall, { config: perToken }, async (req) => {
    const { rows, total } = await fleetIncome(deps, currentMember(req), req.query);
    return okList(rows, pagesOf(req.query.page, req.query.pageSize, total));
  });
};
