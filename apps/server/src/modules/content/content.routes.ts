import {
  defaultArticleViewCall,
  defaultArticleListCall,
  defaultMapCall,
  defaultDistrictCall,
  memberDownloadCall,
  defaultAppVerCall,
  defaultParamCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import * as content from './content.service.ts';
import { route } from '../../lib/route.ts';
// Static reference data: let browsers and proxies keep it for a day.
const CACHE_A_DAY = 'public, max-age=86400';

export const contentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, defaultParamCall, async (req) => ok(await content.configInfo(deps, req.query.name)));

  route(app, defaultAppVerCall, async () => ok(await content.appVersion(deps)));

  route(app, memberDownloadCall, async () => ok(await content.flashingDownloads(deps)));

  // The two big static payloads are serialised once and sent as strings: Fastify skips serialising a
  // string, so the schema documents the shape without a per-request walk of 3,800 areas.
  route(app, defaultDistrictCall, async (_req, reply) =>
    reply
      .type('application/json')
      .header('cache-control', CACHE_A_DAY)
      .send(content.districtTreeJson() as never),
  );

  route(app, defaultMapCall, async (req, reply) =>
    reply
      .type('application/json')
      .header('cache-control', CACHE_A_DAY)
      .send(content.mapGeoJson(req.query.name) as never),
  );

  route(app, defaultArticleListCall, async (req) => {
    const { data, pages } = await content.articleList(deps, req.query.page, req.query.pageSize);
    return okList(data, pages);
  });

  route(app, defaultArticleViewCall, async (req) => ok(await content.articleView(deps, req.query.id)));
};
