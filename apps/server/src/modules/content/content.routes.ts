import {
  appVerReply,
  articleListQuery,
  articleListReply,
  articleViewQuery,
  articleViewReply,
  districtReply,
  downloadReply,
  mapQuery,
  mapReply,
  paramQuery,
  paramReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import * as content from './content.service.ts';

const tag = ['公共数据'];
const publicRoute = { auth: 'public' as const };
// Static reference data: let browsers and proxies keep it for a day.
const CACHE_A_DAY = 'public, max-age=86400';

export const contentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/default/param',
    {
      config: publicRoute,
      schema: {
        tags: tag,
        summary: '公共参数 configInfo（可带 name 取关于/协议/隐私文本）',
        querystring: paramQuery,
        response: { 200: paramReply },
      },
    },
    async (req) => ok(await content.configInfo(deps, req.query.name)),
  );

  app.get(
    '/api/default/app-ver',
    {
      config: publicRoute,
      schema: { tags: tag, summary: 'App 版本与更新日志', response: { 200: appVerReply } },
    },
    async () => ok(await content.appVersion(deps)),
  );

  app.get(
    '/api/member/download',
    {
      config: publicRoute,
      schema: {
        tags: tag,
        summary: '刷机教程与 ROM 下载（版本、大小、SHA-256）',
        response: { 200: downloadReply },
      },
    },
    async () => ok(await content.flashingDownloads(deps)),
  );

  // The two big static payloads are serialised once and sent as strings: Fastify skips serialising a
  // string, so the schema documents the shape without a per-request walk of 3,800 areas.
  app.get(
    '/api/default/district',
    {
      config: publicRoute,
      schema: { tags: tag, summary: '全国省市区行政区划', response: { 200: districtReply } },
    },
    async (_req, reply) =>
      reply
        .type('application/json')
        .header('cache-control', CACHE_A_DAY)
        .send(content.districtTreeJson() as never),
  );

  app.get(
    '/api/default/map',
    {
      config: publicRoute,
      schema: {
        tags: tag,
        summary: '地图 GeoJSON（China 或省份简称）',
        querystring: mapQuery,
        response: { 200: mapReply },
      },
    },
    async (req, reply) =>
      reply
        .type('application/json')
        .header('cache-control', CACHE_A_DAY)
        .send(content.mapGeoJson(req.query.name) as never),
  );

  app.get(
    '/api/default/article-list',
    {
      config: publicRoute,
      schema: {
        tags: tag,
        summary: '帮助指南列表',
        querystring: articleListQuery,
        response: { 200: articleListReply },
      },
    },
    async (req) => {
      const { data, pages } = await content.articleList(deps, req.query.page, req.query.pageSize);
      return okList(data, pages);
    },
  );

  app.get(
    '/api/default/article-view',
    {
      config: publicRoute,
      schema: {
        tags: tag,
        summary: '帮助指南详情',
        querystring: articleViewQuery,
        response: { 200: articleViewReply },
      },
    },
    async (req) => ok(await content.articleView(deps, req.query.id)),
  );
};
