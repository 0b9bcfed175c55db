import {
  dayRankQuery,
  deviceFlowRankReply,
  deviceIdQuery,
  deviceMoneyReply,
  deviceOverviewQuery,
  deviceOverviewReply,
  fleetAreaQuery,
  fleetAreaReply,
  flowQuery,
  flowReply,
  memberMoneyQuery,
  memberMoneyReply,
  memberMonthQuery,
  memberMonthReply,
  moneyPaimingReply,
  zhishuInfoQuery,
  zhishuInfoReply,
  zhishuQuery,
  zhishuReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as stats from './stats.service.ts';

const tag = ['统计'];

/** The /api/tongji/* statistics over settled days (speed stays in modules/tongji). */
export const statsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/tongji/index',
    {
      schema: {
        tags: tag,
        summary: '全国设备与收益：按省（指定 province 时按该省的城市），昨日与本月收益',
        querystring: fleetAreaQuery,
        response: { 200: fleetAreaReply },
      },
    },
    async (req) => ok(await stats.fleetByArea(deps, currentMember(req), req.query.province)),
  );

  app.get(
    '/api/tongji/member-money',
    {
      config: { auth: 'operator' },
      schema: {
        tags: tag,
        summary: '收益统计：按会员、机房、标签（某天，默认昨天；或某月）',
        querystring: memberMoneyQuery,
        response: { 200: memberMoneyReply },
      },
    },
    async (req) => ok(await stats.incomeData(deps, currentMember(req), req.query)),
  );

  app.get(
    '/api/tongji/money-paiming',
    {
      schema: {
        tags: tag,
        summary: '设备收益排名（某个已结算日，默认昨天）',
        querystring: dayRankQuery,
        response: { 200: moneyPaimingReply },
      },
    },
    async (req) => ok(await stats.moneyPaiming(deps, currentMember(req), req.query)),
  );

  app.get(
    '/api/tongji/member-month-data',
    {
      schema: {
        tags: tag,
        summary: '某月每天的收益与流量（图表）',
        querystring: memberMonthQuery,
        response: { 200: memberMonthReply },
      },
    },
    async (req) => ok(await stats.memberMonth(deps, currentMember(req), req.query)),
  );

  app.get(
    '/api/tongji/device-money',
    {
      schema: {
        tags: tag,
        summary: '单台设备收益：近 30 个结算日、近 12 个月、累计',
        querystring: deviceIdQuery,
        response: { 200: deviceMoneyReply },
      },
    },
    async (req) => ok(await stats.deviceIncome(deps, currentMember(req), req.query.id)),
  );

  app.get(
    '/api/tongji/flow',
    {
      schema: {
        tags: tag,
        summary: '流量：今天/昨天/某天的五分钟上行速率，或某月每天的流量（全部设备或一台）',
        querystring: flowQuery,
        response: { 200: flowReply },
      },
    },
    async (req) => ok(await stats.flow(deps, currentMember(req), req.query)),
  );

  app.get(
    '/api/tongji/device-flow-rank',
    {
      schema: {
        tags: tag,
        summary: '设备上行流量排行（某天，默认昨天）',
        querystring: dayRankQuery,
        response: { 200: deviceFlowRankReply },
      },
    },
    async (req) => ok(await stats.deviceFlowRank(deps, currentMember(req), req.query)),
  );

  app.get(
    '/api/tongji/device-overview',
    {
      schema: {
        tags: tag,
        summary: '设备概况（一台设备，或 id 为 0 时全部设备）：流量、收益、近 30 天',
        querystring: deviceOverviewQuery,
        response: { 200: deviceOverviewReply },
      },
    },
    async (req) => ok(await stats.deviceOverview(deps, currentMember(req), req.query.id)),
  );

  app.get(
    '/api/tongji/zhishu',
    {
      schema: {
        tags: tag,
        summary: '区域部署指数（近 30 个结算日，100 为全国平均）：各省',
        querystring: zhishuQuery,
        response: { 200: zhishuReply },
      },
    },
    async (req) => ok(await stats.zhishu(deps, req.query.level)),
  );

  app.get(
    '/api/tongji/zhishu-info',
    {
      schema: {
        tags: tag,
        summary: '区域部署指数：城市列表（指定 province 时为该省的城市）',
        querystring: zhishuInfoQuery,
        response: { 200: zhishuInfoReply },
      },
    },
    async (req) => ok(await stats.zhishu(deps, 'city', req.query.province)),
  );
};
