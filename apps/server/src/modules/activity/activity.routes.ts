import {
  accountActivityReply,
  activityIndexReply,
  inviteeDaysQuery,
  inviteeDaysReply,
  inviteeListQuery,
  inviteeListReply,
  rankListQuery,
  rankListReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as activity from './activity.service.ts';
import * as ranks from './ranks.service.ts';

const tag = ['活动'];

/** The growth area: invites and what they earn (DESIGN §8). */
export const activityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/activite/index',
    {
      schema: {
        tags: tag,
        summary: '我的邀请码、邀请链接与推广收益概况',
        response: { 200: activityIndexReply },
      },
    },
    async (req) => ok(await activity.activityIndex(deps, currentMember(req))),
  );
  app.get(
    '/api/account-activity/index',
    {
      schema: {
        tags: tag,
        summary: '创世活动：活动时间与规则参数，我的积分（昨日、本周、累计、余额），昨日各设备贡献',
        response: { 200: accountActivityReply },
      },
    },
    async (req) => ok(await activity.accountActivity(deps, currentMember(req))),
  );
  app.get(
    '/api/activite/rank-list',
    {
      schema: {
        tags: tag,
        summary: '贡献排行：在线排行（data）与冠军排行（rank_data，本周/上周/全部积分），以及我的名次',
        querystring: rankListQuery,
        response: { 200: rankListReply },
      },
    },
    async (req) => ({
      errorCode: 0,
      msg: '操作成功',
      ...(await ranks.rankList(deps, currentMember(req), req.query.period)),
    }),
  );
  app.get(
    '/api/activite/member-list',
    {
      schema: {
        tags: tag,
        summary: '我邀请的会员（每页 20，新的在前）及推广收益合计',
        querystring: inviteeListQuery,
        response: { 200: inviteeListReply },
      },
    },
    async (req) => {
      const { data, pages, commission_total_fen } = await activity.listInvitees(
        deps,
        currentMember(req),
        req.query,
      );
      return okList(data, pages, { commission_total_fen });
    },
  );
  app.get(
    '/api/activite/member-days',
    {
      schema: {
        tags: tag,
        summary: '某位受邀会员每天的结算收益与我的推广收益',
        querystring: inviteeDaysQuery,
        response: { 200: inviteeDaysReply },
      },
    },
    async (req) => {
      const { data, pages, invitee } = await activity.inviteeDays(deps, currentMember(req), req.query);
      return okList(data, pages, { invitee });
    },
  );
};
